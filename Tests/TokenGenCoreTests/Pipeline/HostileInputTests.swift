import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck
@testable import TokenGenTranslate
@testable import TokenGenRender
@testable import TokenGenReport
@testable import TokenGenCore

/// Untrusted inputs end in a clear error or a correct result: no crash, no hang, nothing half-written.
@Suite struct HostileInputTests {
    @Test func fiveMegabyteSingleLineValue() {
        let value = String(repeating: "ż", count: 2_500_000)
        let diagnostics = DiagnosticCollector()
        let file = StringsParser.parse(Array("\"big\" = \"\(value)\";".utf8), path: "big.strings", diagnostics: diagnostics)
        #expect(file?.entries.first?.value == value)
    }

    @Test func hundredThousandPercentSigns() {
        let diagnostics = DiagnosticCollector()
        let text = String(repeating: "%", count: 100_001)
        let file = StringsParser.parse(Array("\"p\" = \"\(text)\";".utf8), path: "p.strings", diagnostics: diagnostics)
        let (_, problems) = FormatSpecifierParser.signature(of: try! #require(file).entries[0].value)
        #expect(problems.map(\.message) == ["'%' is not a format specifier; write '%%' for a literal percent sign"])
    }

    /// A key of 64 parts generates; deeper keys are an error at their line, not code that grows with the square
    /// of the depth (a 30,000-part key would otherwise be gigabytes of extensions).
    /// A binary property list may share one object among many references: one 40,000-character text
    /// referenced by 40,000 keys is 1.6 billion characters read. Reading stops at 16 times the file's size in
    /// decoded characters, with one error.
    @Test func aSharedTextReferencedManyTimes() throws {
        let keys = 40_000
        // bplist00: object 0 the table, object 1 the shared text, objects 2… the keys; 2-byte references.
        func length(_ count: Int) -> [UInt8] { [0x12] + withUnsafeBytes(of: UInt32(count).bigEndian, Array.init) }
        func reference(_ number: Int) -> [UInt8] { [UInt8(number >> 8), UInt8(number & 0xFF)] }
        var objects: [[UInt8]] = []
        objects.append([0xDF] + length(keys) + (0..<keys).flatMap { reference($0 + 2) } + (0..<keys).flatMap { _ in reference(1) })
        objects.append([0x5F] + length(40_000) + [UInt8](repeating: UInt8(ascii: "x"), count: 40_000))
        for number in 0..<keys {
            let name = Array("k\(number)".utf8)
            objects.append([0x50 | UInt8(name.count)] + name)
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        for value in [objects.count, 0, table] { bytes += withUnsafeBytes(of: UInt64(value).bigEndian, Array.init) }
        #expect(bytes.count < 700_000)
        let diagnostics = DiagnosticCollector()
        let file = StringsParser.parse(bytes, path: "shared.strings", diagnostics: diagnostics)
        #expect(file?.records.isEmpty == true)
        #expect(
            diagnostics.formatted
                == "shared.strings:1:1: error: the binary property list is damaged: its texts, read as often as they are referenced, are more than \(16 * bytes.count + (1 << 20)) characters: far more than its size allows"
        )
    }

    /// Long chains of siblings, which no nesting limit sees, and references that name the next level twice:
    /// each is bounded in depth (no stack overflow) and in work (no exponential growth), with one error where
    /// a bound is reached.
    @Test(.tags(.heavy), .notInTheQuickLoop) func longAndDoublingChainsOfTokens() throws {
        func read(_ json: String, _ path: String = "t.tokens.json") -> (TokenSet?, [String]) {
            let diagnostics = DiagnosticCollector()
            let file = TokenSetReader.resolved(Array(json.utf8), path: path, diagnostics: diagnostics)
            return (diagnostics.hasErrors ? nil : file, diagnostics.diagnostics.map(\.message))
        }
        func object(_ members: [String]) -> String { "{" + members.joined(separator: ",") + "}" }
        // t0 → t1 → … → t5000: resolved without recursion, however long.
        let chain = object(
            (0..<5_000).map { #""t\#($0)": {"$type": "number", "$value": "{t\#($0 + 1)}"}"# } + [
                #""t5000": {"$type": "number", "$value": 1}"#
            ])
        #expect(read(chain).0?.tokens.count == 5_001)
        // A cycle of 5,000: one warning, its tokens left out, the rest of the file read.
        let cycle = object(
            (0..<5_000).map { #""t\#($0)": {"$type": "number", "$value": "{t\#(($0 + 1) % 5_000)}"}"# } + [
                #""ok": {"$type": "number", "$value": 1}"#
            ])
        let cycleRead = read(cycle)
        #expect(cycleRead.0?.tokens.map(\.dottedPath) == ["ok"])
        #expect(
            cycleRead.1 == [
                "reference cycle: t0 (line 1) → t1 (line 1) → t2 (line 1) → t3 (line 1) → … 4994 more … → t4998 (line 1) → t4999 (line 1) → t0 (line 1); the tokens 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7' and 4992 more are left out"
            ])
        // A chain of 1,000 first used by math or a composite, before or after the chain in the file: generated.
        let links =
            (0..<1_000).map { #""c\#($0)": {"$type": "dimension", "$value": "{c\#($0 + 1)}"}"# } + [
                #""c1000": {"$type": "dimension", "$value": "4px"}"#
            ]
        let users = [
            #""math": {"$type": "dimension", "$value": "{c0} * 2"}"#,
            ##""shadow": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "{c0}", "offsetY": "0px", "blur": "0px", "spread": "0px"}}"##,
        ]
        for members in [users + links, links + users] {
            let (set, messages) = read(object(members))
            #expect(set?.tokens.count == 1_003, "\(messages.prefix(3))")
            #expect(set?.tokens.first { $0.dottedPath == "math" }?.value == .dimension(8))
        }
        // $extends: a chain of 20,000 groups, each inheriting the last one's token; a fan where each level's
        // two groups extend the next (2^30 tokens) stops at the bound; a small fan is whole.
        let extendsChain = object(
            (0..<19_999).map { #""g\#($0)": {"$extends": "{g\#($0 + 1)}"}"# } + [#""g19999": {"x": {"$type": "number", "$value": 1}}"#])
        #expect(read(extendsChain).0?.tokens.count == 20_000)
        func fan(_ levels: Int) -> String {
            object(
                (0..<levels).map { #""g\#($0)": {"a": {"$extends": "{g\#($0 + 1)}"}, "b": {"$extends": "{g\#($0 + 1)}"}}"# } + [
                    #""g\#(levels)": {"x": {"$type": "number", "$value": 1}}"#
                ])
        }
        #expect(read(fan(5)).0?.tokens.count == 63)
        #expect(
            read(fan(30)).1 == [
                "'$extends' would make more than 10976 tokens (groups that copy groups that copy others multiply them); extend fewer groups"
            ])
        // Resolver sets: a chain of 10,000 stops at 64 deep; sets that name the next twice, 40 levels deep, are
        // one source.
        func resolver(_ sets: [String]) -> String {
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/s0"}], "sets": "## + object(sets) + "}"
        }
        let setChain = resolver(
            (0..<10_000).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}]}"## } + [
                #""s10000": {"sources": [{"x": {"$type": "number", "$value": 1}}]}"#
            ])
        #expect(
            read(setChain, "t.resolver.json").1.first == "sets name sets more than 64 deep, from 's0' to 's64'; name fewer sets in a row")
        let setFan = resolver(
            (0..<40).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"## } + [
                #""s40": {"sources": [{"x": {"$type": "number", "$value": 1}}]}"#
            ])
        #expect(read(setFan, "t.resolver.json").0?.tokens.count == 1)
        // One modifier of 256 contexts over 4,000 tokens, one of which it changes: that one is resolved 256 times.
        let base = object((0..<4_000).map { #""t\#($0)": {"$type": "number", "$value": \#($0)}"# })
        let contexts = object((0..<256).map { #""c\#($0)": [{"t0": {"$type": "number", "$value": \#($0)}}]"# })
        func resolver(base: String) -> String {
            ##"{"version": "2025.10", "sets": {"base": {"sources": ["## + base
                + ##"]}}, "modifiers": {"m": {"default": "c0", "contexts": "## + contexts
                + ##"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/m"}]}"##
        }
        let wide = read(resolver(base: base), "t.resolver.json")
        #expect(wide.1 == [])
        #expect(wide.0?.tokens.count == 4_000)
        #expect(wide.0?.tokens.first { $0.dottedPath == "t0" }?.variation?.cases.count == 256)
        // When the other 3,999 refer to it, each depends on the modifier too: more values than may be resolved.
        let referring = object(
            ["\"t0\": {\"$type\": \"number\", \"$value\": 0}"] + (1..<4_000).map { #""t\#($0)": {"$type": "number", "$value": "{t0}"}"# })
        #expect(
            read(resolver(base: referring), "t.resolver.json").1 == [
                "4,000 tokens depend on the modifier 'm' (256 combinations of contexts): with the tokens they refer to, more than 1,000,000 values and references to resolve and compare; split the resolver document, or give fewer contexts"
            ])
        // Math that names the changing token 2,000 times is resolved in each of 600 contexts: its references are
        // counted (599 × 2,001 is more than 1,000,000), before any is followed; 200 times (599 × 201) resolve.
        func expression(_ references: Int) -> String {
            let contexts = object((0..<600).map { #""c\#($0)": [{"x": {"$type": "number", "$value": \#($0)}}]"# })
            let math = Array(repeating: "{x}", count: references).joined(separator: " + ")
            return
                ##"{"version": "2025.10", "sets": {"s": {"sources": [{"e": {"$type": "number", "$value": "\##(math)"}}]}}, "modifiers": {"m": {"default": "c0", "contexts": "##
                + contexts + ##"}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}"##
        }
        #expect(
            read(expression(2_000), "t.resolver.json").1 == [
                "2 tokens depend on the modifier 'm' (600 combinations of contexts): with the tokens they refer to, more than 1,000,000 values and references to resolve and compare; split the resolver document, or give fewer contexts"
            ])
        let counted = read(expression(200), "t.resolver.json")
        #expect(counted.0?.tokens.first { $0.dottedPath == "e" }?.variation?.cases.count == 600)
        // Tokens defined only outside the default context count too (255 × 16 + 1 of them, in each of 256
        // contexts), before anything is resolved: every path read.
        let elsewhere = object(
            (0..<256).map { context in
                #""c\#(context)": [{"#
                    + (context == 0
                        ? #""t0": {"$type": "number", "$value": 0}"#
                        : (0..<16).map { #""c\#(context)_\#($0)": {"$type": "number", "$value": \#($0)}"# }.joined(separator: ","))
                    + "}]"
            })
        let hidden =
            ##"{"version": "2025.10", "modifiers": {"m": {"default": "c0", "contexts": "## + elsewhere
            + ##"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##
        #expect(
            read(hidden, "t.resolver.json").1.suffix(1) == [
                "4,081 tokens depend on the modifier 'm' (256 combinations of contexts): with the tokens they refer to, more than 1,000,000 values and references to resolve and compare; split the resolver document, or give fewer contexts"
            ])
        // Many combinations of few tokens generate: 9 modifiers of two contexts (512), 2 tokens.
        let nine = (0..<9).map {
            ##""m\##($0)": {"default": "a", "contexts": {"a": [{"d\##($0)": {"$type": "number", "$value": 0}}], "b": [{"d\##($0)": {"$type": "number", "$value": 1}}]}}"##
        }
        let many =
            ##"{"version": "2025.10", "modifiers": {"## + nine.joined(separator: ",") + ##"}, "resolutionOrder": ["##
            + (0..<9).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ",") + "]}"
        #expect(read(many, "t.resolver.json").0?.tokens.count == 9)
        // A token that adds 17 modifiers' values depends on 131,072 combinations of their contexts.
        let seventeen = (0..<17).map {
            ##""m\##($0)": {"default": "a", "contexts": {"a": [{"d\##($0)": {"$type": "number", "$value": 0}}], "b": [{"d\##($0)": {"$type": "number", "$value": 1}}]}}"##
        }
        let sum = (0..<17).map { "{d\($0)}" }.joined(separator: " + ")
        let wider =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"sum": {"$type": "number", "$value": ""## + sum
            + ##""}}]}}, "modifiers": {"## + seventeen.joined(separator: ",")
            + ##"}, "resolutionOrder": [{"$ref": "#/sets/base"}, "##
            + (0..<17).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ",") + "]}"
        #expect(
            read(wider, "t.resolver.json").1 == [
                "1 token depends on the modifiers 'm0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13', 'm14', 'm15' and 'm16', which have more than 65,536 combinations of contexts, each of which tokengen resolves; split the resolver document, or give fewer contexts"
            ])
    }

    /// Colour modifiers with absurd amounts (±1e308, nan, inf), a list for a modifier and modifiers that refer
    /// to their own token: no crash, no infinity in the output, each problem a warning. Lightening by -1e308
    /// overflows the conversion back (an infinite lightness): left out, not black.
    @Test func absurdColorModifiers() throws {
        let (file, diagnostics) = readTokens("hostile-modifiers.tokens.json")
        let set = try #require(file)
        #expect(set.tokens.map(\.dottedPath) == ["base", "b", "f", "h"])
        #expect(set.tokens.map { $0.value.colorHex } == ["#C14242", "#000000", "#C14242", "#000000"])
        let overflows = diagnostics.split(separator: "\n").filter { $0.contains("overflows") }
        #expect(
            overflows == [
                "tokens/hostile-modifiers.tokens.json:3:124: warning: 'lighten' by -1e+308 takes the colour too far to convert to sRGB or Display P3 (its maths overflows); give an amount from 0 to 1; the token 'a' is left out",
                "tokens/hostile-modifiers.tokens.json:5:124: warning: 'lighten' by -1e+308 takes the colour too far to convert to sRGB or Display P3 (its maths overflows); give an amount from 0 to 1; the token 'c' is left out",
            ])
        #expect(
            diagnostics.hasSuffix(
                "tokens/hostile-modifiers.tokens.json: 10 tokens, 6 left out (2 tokens in reference cycles, 2 unreadable colours, 2 unreadable values)"
            ))
    }

    /// Numbers too small for a Double are left out whether they would round to 0 or to a subnormal; a zero
    /// written with an exponent is 0.
    @Test func numbersBelowADoubleAreLeftOut() throws {
        let (file, diagnostics) = readTokens("tiny-numbers.tokens.json")
        #expect(try #require(file).tokens.map(\.dottedPath) == ["zero", "small"])
        #expect(
            diagnostics == """
                tokens/tiny-numbers.tokens.json:2:49: warning: the value 1e-400 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'below-double' is left out
                tokens/tiny-numbers.tokens.json:3:52: warning: the value 2e-324 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'below-subnormal' is left out
                tokens/tiny-numbers.tokens.json:4:46: warning: the value 1e-310 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'subnormal' is left out
                tokens/tiny-numbers.tokens.json: 5 tokens, 3 left out (3 unreadable values)
                """)
    }

    /// A colour is right or left out: a component whose conversion overflows (an infinity, then NaN, which the
    /// clamp made black) leaves the token out with a warning that names the component, in CSS texts, colour
    /// objects and after a colour modifier; a number inside a CSS text is read by the rule of numbers alone
    /// (`1e-400` is out of range, not 0), and `0e-400` is 0.
    @Test func coloursBeyondTheNumbersAreLeftOut() throws {
        let (file, diagnostics) = readTokens("overflowing-colors.tokens.json")
        let set = try #require(file)
        #expect(set.tokens.map(\.dottedPath) == ["in-gamut", "zero-exponent"])
        #expect(set.tokens.map { $0.value.colorHex } == ["#904961", "#0000FF"])
        let found = diagnostics.split(separator: "\n").filter { !$0.contains("2025.10 format") }.joined(separator: "\n")
        #expect(
            found == """
                tokens/overflowing-colors.tokens.json:2:39: warning: this a98-rgb colour's red, 1e+308, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'a98' is left out
                tokens/overflowing-colors.tokens.json:3:44: warning: this prophoto-rgb colour's red, 1e+200, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'prophoto' is left out
                tokens/overflowing-colors.tokens.json:4:46: warning: this oklab colour's a, 1e+200, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'oklab-text' is left out
                tokens/overflowing-colors.tokens.json:5:86: warning: this oklab colour's a, 1e+200, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'oklab-object' is left out
                tokens/overflowing-colors.tokens.json:6:79: warning: this xyz-d65 colour's x, 1e+308, is too large to convert to sRGB or Display P3 (its maths overflows); write a colour within the space's gamut; the token 'xyz' is left out
                tokens/overflowing-colors.tokens.json:7:128: warning: 'lighten' by -1e+300 takes the colour too far to convert to sRGB or Display P3 (its maths overflows); give an amount from 0 to 1; the token 'modified' is left out
                tokens/overflowing-colors.tokens.json:8:44: warning: the value 1e-400 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'hwb-tiny' is left out
                tokens/overflowing-colors.tokens.json:9:44: warning: the value 1e-400 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'rgb-tiny' is left out
                tokens/overflowing-colors.tokens.json:10:44: warning: the value 1e999 is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'rgb-huge' is left out
                tokens/overflowing-colors.tokens.json:11:49: warning: the value 1e-320% is out of range: it must be finite, and 0 or at least 2.2250738585072014e-308 in size; the token 'hsl-subnormal' is left out
                tokens/overflowing-colors.tokens.json: 12 tokens, 10 left out (6 unreadable colours, 4 unreadable values)
                """)
    }

    /// An input above 64 MiB is an error before a byte is read (the file here is sparse).
    @Test func anInputAboveTheLimitIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.strings"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 64 << 20 + 1) == 0)
        let diagnostics = DiagnosticCollector()
        #expect(Pipeline.strings(Configuration.StringsJob(inputs: [path], output: folder + "/L10n.swift"), diagnostics: diagnostics) == nil)
        #expect(diagnostics.formatted == "error: cannot read \(path): it is larger than 64 MiB, the limit for an input")
    }

    @Test func deepKeysAreLimited() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deep = (0..<64).map { "k\($0)" }.joined(separator: ".")
        let tooDeep = (0..<30_000).map { "k\($0)" }.joined(separator: ".")
        try "\"\(deep)\" = \"deep\";\n".write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"\(tooDeep)\" = \"too deep\";\n".write(toFile: folder + "/Deep.strings", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: [folder + "/Localizable.strings"], output: folder + "/L10n.swift")
        let file = try #require(Pipeline.strings(job, diagnostics: diagnostics))
        #expect(file.contents.contains("enum K62 {"))
        let deeper = DiagnosticCollector()
        #expect(
            Pipeline.strings(Configuration.StringsJob(inputs: [folder + "/Deep.strings"], output: "x.swift"), diagnostics: deeper) == nil)
        #expect(
            deeper.formatted
                == "\(folder)/Deep.strings:1:1: error: the key \"\(tooDeep.prefix(80))…\" has 30000 parts; tokengen nests keys at most 64 parts deep"
        )
    }

    @Test func hugeYAMLScalarIsRefused() {
        let diagnostics = DiagnosticCollector()
        let yaml = "big: { $type: fontFamily, $value: \"" + String(repeating: "a", count: 2 << 20) + "\" }\n"
        #expect(TokenSetReader.resolved(Array(yaml.utf8), path: "big.yml", diagnostics: diagnostics) == nil)
        #expect(diagnostics.formatted == "big.yml:1:35: error: a value is longer than 1048576 bytes")
    }

    @Test func missingInput() {
        let diagnostics = DiagnosticCollector()
        let job = Configuration.StringsJob(inputs: ["/nonexistent/Strings"], output: "x.swift")
        #expect(Pipeline.strings(job, diagnostics: diagnostics) == nil)
        #expect(diagnostics.formatted == "error: no such file or folder: /nonexistent/Strings")
        let tokens = DiagnosticCollector()
        #expect(Pipeline.tokens(Configuration.TokensJob(input: "/nonexistent/t.yml", output: "x.swift"), diagnostics: tokens) == nil)
        #expect(tokens.formatted == "error: cannot read /nonexistent/t.yml: No such file or directory")
    }

    @Test func outputThatIsAFolderOrUnderAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "file".write(toFile: folder + "/plain", atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticCollector()
        #expect(OutputWriter.write("x", to: folder, diagnostics: diagnostics) == nil)
        #expect(OutputWriter.write("x", to: folder + "/plain/L10n.swift", diagnostics: diagnostics) == nil)
        #expect(
            diagnostics.formatted == """
                error: cannot write \(folder): it is a folder
                error: cannot write \(folder)/plain/L10n.swift: \(folder)/plain is a file, not a folder
                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["plain"])
    }

    @Test func writesOnlyWhenChangedAndLeavesNoTemporaryFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Out.swift"
        let diagnostics = DiagnosticCollector()
        #expect(OutputWriter.write("// Generated by tokengen: one", to: path, diagnostics: diagnostics) == .written)
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        #expect(OutputWriter.write("// Generated by tokengen: one", to: path, diagnostics: diagnostics) == .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == date)
        #expect(OutputWriter.write("// Generated by tokengen: two", to: path, diagnostics: diagnostics) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// Generated by tokengen: two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Out.swift"])
    }

    /// "Did you mean" compares within a band around the diagonal and a budget of steps, counted: two long
    /// names cost at most the budget, not the product of their lengths; a near miss is still found.
    @Test func suggestionsAreBoundedInWork() {
        let long = Array(String(repeating: "a", count: 32_000).unicodeScalars),
            other = Array(String(repeating: "b", count: 32_000).unicodeScalars)
        var budget = ValueResolver.maximumSuggestionWork
        #expect(ValueResolver.editDistance(long, other, atMost: 10_666, budget: &budget) == nil)
        #expect(budget <= 0 && budget > -(2 * 10_666 + 1))
        var small = 1_000
        #expect(
            ValueResolver.editDistance(Array("color.brand".unicodeScalars), Array("colour.brand".unicodeScalars), atMost: 3, budget: &small)
                == 1)
        #expect(1_000 - small <= 12 * 7)
        var exact = 1_000
        #expect(
            ValueResolver.editDistance(Array("spacing.lg".unicodeScalars), Array("spacing.xl".unicodeScalars), atMost: 1, budget: &exact)
                == nil)
        #expect(
            ValueResolver.editDistance(Array("spacing.lg".unicodeScalars), Array("spacing.xl".unicodeScalars), atMost: 2, budget: &exact)
                == 2)
        // A reference longer than 256 characters gets no suggestion, and the run reads the file once.
        let names =
            #"{"\#(String(repeating: "a", count: 32_000))": {"$type": "number", "$value": 1}, "r": {"$type": "number", "$value": "{\#(String(repeating: "b", count: 32_000))}"}}"#
        let diagnostics = DiagnosticCollector()
        _ = TokenSetReader.resolved(Array(names.utf8), path: "long.tokens.json", diagnostics: diagnostics)
        #expect(diagnostics.summaries == ["long.tokens.json: 2 tokens, 1 left out (1 broken reference)"])
    }

    /// Shapes whose work once grew with the square of their size, each at a size that took minutes then:
    /// 20,000 empty values (each searched its line from the file's start), 20,000 Tokens Studio helper pairs
    /// (`_tN` beside `tN`, each renamed after a search of every name), a broken reference beside 2,000 tokens
    /// 200 groups deep (every group's dotted path), a `$themes.json` of 20,000 themes and a resolver of
    /// 20,000 sets (each found by a scan).
    @Test(.tags(.heavy), .notInTheQuickLoop) func inputsOnceQuadraticAreLinear() throws {
        let count = 20_000
        func members(_ make: (Int) -> String) -> String { "{" + (0..<count).map(make).joined(separator: ",") + "}" }
        let nulls = DiagnosticCollector()
        _ = TokenSetReader.resolved(
            Array(members { #""t\#($0)": {"$type": "number", "$value": null}"# }.utf8), path: "nulls.tokens.json", diagnostics: nulls)
        #expect(nulls.summaries == ["nulls.tokens.json: 20,000 tokens, 20,000 left out (20,000 unreadable values)"])
        let yamlNulls = DiagnosticCollector()
        _ = TokenSetReader.resolved(
            Array(members { "t\($0): {$type: number, $value: }" }.utf8), path: "nulls.tokens.yml", diagnostics: yamlNulls)
        #expect(yamlNulls.summaries == ["nulls.tokens.yml: 20,000 tokens, 20,000 left out (20,000 unreadable values)"])

        let helpers = DiagnosticCollector()
        let helperSet = try #require(
            TokenSetReader.resolved(
                Array(members { #""_t\#($0)": {"$type": "number", "$value": 1}, "t\#($0)": {"$type": "number", "$value": 2}"# }.utf8),
                path: "h.tokens.json", diagnostics: helpers))
        let model = try #require(ConstantsTranslator.translate(helperSet, options: ConstantsOptions(), diagnostics: helpers))
        #expect(model.properties.count == 2 * count)
        #expect(model.properties.suffix(2).map(\.name) == ["_t19999", "t19999"])

        var deep = "{"
        for token in 0..<2_000 {
            deep +=
                "\"g\(token)\": " + String(repeating: #"{"g": "#, count: 199) + #"{"x": {"$type": "number", "$value": 1}}"#
                + String(repeating: "}", count: 199) + ","
        }
        deep += #""broken": {"$type": "number", "$value": "{nothing.here}"}}"#
        let broken = DiagnosticCollector()
        _ = TokenSetReader.resolved(Array(deep.utf8), path: "deep.tokens.json", diagnostics: broken)
        #expect(broken.summaries == ["deep.tokens.json: 2,001 tokens, 1 left out (1 broken reference)"])

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"x": {"$type": "number", "$value": 1}}"#.write(toFile: folder + "/core.json", atomically: true, encoding: .utf8)
        let themes =
            "["
            + (0..<count).map { #"{"name": "t\#($0)", "group": "g\#($0)", "selectedTokenSets": {"core": "enabled"}}"# }.joined(
                separator: ",") + "]"
        let themed = DiagnosticCollector()
        let themeSet = TokenSetReader.resolved([(Array(themes.utf8), folder + "/$themes.json")], diagnostics: themed)
        #expect(themeSet?.tokens.map(\.dottedPath) == ["x"], "\(themed.formatted)")
        let sets = members { #""s\#($0)": {"sources": [{"t\#($0)": {"$type": "number", "$value": \#($0)}}]}"# }
        let order = (0..<count).map { ##"{"$ref": "#/sets/s\##($0)"}"## }.joined(separator: ",")
        let resolver = #"{"version": "2025.10", "sets": \#(sets), "resolutionOrder": [\#(order)]}"#
        let resolved = DiagnosticCollector()
        let resolverSet = TokenSetReader.resolved([(Array(resolver.utf8), folder + "/many.resolver.json")], diagnostics: resolved)
        #expect(resolverSet?.tokens.count == count, "\(resolved.formatted.prefix(500))")
    }

    /// A resolver with one modifier of two contexts over a set holding a chain of 20,000 references: the chain
    /// depends on no modifier, so it is resolved once, and the dark context merges and resolves only its own
    /// token (each combination resolved whole, the chain behind each token stored, made 200 million and 3.4 GB).
    @Test func aChainUnderAModifierIsResolvedOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 20_000
        let chain =
            "{" + (0..<count).map { #""t\#($0)": {"$type": "number", "$value": "{t\#($0 + 1)}"}"# }.joined(separator: ",")
            + #","t\#(count)": {"$type": "number", "$value": 1}}"#
        try chain.write(toFile: folder + "/base.tokens.json", atomically: true, encoding: .utf8)
        try #"{"x": {"$type": "number", "$value": 1}}"#.write(toFile: folder + "/light.tokens.json", atomically: true, encoding: .utf8)
        try #"{"x": {"$type": "number", "$value": 2}}"#.write(toFile: folder + "/dark.tokens.json", atomically: true, encoding: .utf8)
        let document =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        let diagnostics = DiagnosticCollector()
        let raw = try #require(TokenSetReader.read([(Array(document.utf8), folder + "/chain.resolver.json")], diagnostics: diagnostics))
        let reuse = ValueResolver.Reuse()
        let work = TokenSetResolver.Work()
        let set = try #require(TokenSetResolver.resolve(raw, reusing: reuse, work: work, diagnostics: diagnostics))
        #expect(set.tokens.count == count + 2)
        #expect(set.tokens.filter { $0.variation != nil }.map(\.dottedPath) == ["x"])
        #expect(work.tokensResolved == count + 2 + 1)
        #expect(reuse.storedDependencies <= count + 1)
    }

    /// Memory per token, in the bytes of what holds each token at once (its raw form, its value, its resolved
    /// form, its property): a failure, an option and a composite value are held by reference, as few tokens have
    /// one. (A 64 MiB file of 2.3 million tokens takes 2.6 GB: see Docs/Limits.md.)
    @Test func bytesPerToken() {
        #expect(MemoryLayout<RawToken>.stride <= 160)
        #expect(MemoryLayout<TokenValue>.stride <= 24)
        #expect(MemoryLayout<Token>.stride <= 120)
        #expect(MemoryLayout<ConstantsModel.Property>.stride <= 152)
    }

    /// 10,000 references to tokens that do not exist: each is left out, "did you mean" for the first 20 only,
    /// so the run is linear.
    @Test func manyUnknownReferences() throws {
        var text = ""
        for index in 0..<10_000 {
            text += "t\(index): { $type: number, $value: 1 }\nr\(index): { $type: number, $value: \"{t\(index)x}\" }\n"
        }
        let diagnostics = DiagnosticCollector()
        _ = TokenSetReader.resolved(Array(text.utf8), path: "many.tokens.yml", diagnostics: diagnostics)
        let leftOut = diagnostics.diagnostics.filter { $0.message.hasSuffix("is left out") }
        #expect(leftOut.count == 10_000)
        #expect(leftOut.filter { $0.message.contains("did you mean") }.count == 20)
        #expect(diagnostics.summaries == ["many.tokens.yml: 20,000 tokens, 10,000 left out (10,000 broken references)"])
    }

    /// Pointers into the document or into values, however they chain, are followed with one depth budget for
    /// the whole walk: a resolver source whose definition names itself is a cycle at its line, and 700 tokens
    /// pointing into each other's values stop at 64 parts deep (left out, each with a warning), never a crash.
    @Test func pointersThatNameThemselvesOrChainDeep() throws {
        let diagnostics = DiagnosticCollector()
        let itself =
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/$defs/a"}]}], "$defs": {"a": {"sources": [{"$ref": "#/$defs/a"}]}}}"##
        #expect(TokenSetReader.resolved(Array(itself.utf8), path: "t.resolver.json", diagnostics: diagnostics) == nil)
        #expect(diagnostics.formatted == "t.resolver.json:1:148: error: sets refer to each other in a cycle: #/$defs/a → #/$defs/a")
        // Definitions that name the next twice, 40 deep: expanded once each.
        let fan =
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/$defs/d0"}]}], "$defs": {"##
            + (0..<40).map { ##""d\##($0)": {"sources": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"$ref": "#/$defs/d\##($0 + 1)"}]}"## }.joined(
                separator: ", ")
            + #", "d40": {"x": {"$type": "number", "$value": 1}}}}"#
        let fanDiagnostics = DiagnosticCollector()
        #expect(TokenSetReader.resolved(Array(fan.utf8), path: "t.resolver.json", diagnostics: fanDiagnostics)?.tokens.count == 1)

        let chain =
            "{"
            + (0..<700).map {
                ##""t\##($0)": {"$type": "dimension", "$value": {"value": {"$ref": "#/t\##($0 + 1)/$value/value"}, "unit": "px"}}"##
            }
            .joined(separator: ", ") + #", "t700": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#
        let chained = DiagnosticCollector()
        let set = try #require(TokenSetReader.resolved(Array(chain.utf8), path: "t.tokens.json", diagnostics: chained))
        // Resolved in file order: t0 reaches 64 parts deep at t635 (left out, and the tokens before it with it);
        // the 65 past the budget resolve.
        #expect(set.tokens.count == 65)
        #expect(set.tokens.first?.dottedPath == "t636" && set.tokens.last?.value == .dimension(4))
        #expect(
            chained.diagnostics.first?.message
                == "'#/t700/$value/value' leads through more than 64 references; is it circular?; the token 't635' is left out")
    }
}
