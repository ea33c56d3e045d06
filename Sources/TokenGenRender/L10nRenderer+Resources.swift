import TokenGenVocabulary
import TokenGenTranslate

/// The keys' `LocalizedStringResource` members, after the accessors of each keys file: one extension, empty too
/// (as the root's, so that a new key never changes the file's list of declarations), on Apple platforms only,
/// where Foundation has the type.
///
/// A member costs the type checker what an accessor costs, or less: one call of a function of the file that no
/// other function shares a name with, whose parameters need no literal types inferred beyond the key, the
/// table's number and the text's index (Docs/Benchmarks.md, "Resources").
extension L10nRenderer {
    /// The OS versions that have `LocalizedStringResource`.
    static let resourceAvailability = "@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)"

    mutating func resources(of shard: L10nModel.Shard, number: ShardNumber) {
        let accessors = model.enums.accessors(of: shard).filter {
            model.resourceNames[$0.key.value] != nil && model.body(of: $0.key) != nil
        }
        if isOneFile, accessors.isEmpty { return }
        line()
        line("#if canImport(Darwin)")
        line(Self.resourceAvailability)
        guard !accessors.isEmpty else {
            line("nonisolated extension LocalizedStringResource {}")
            line("#endif")
            return
        }
        line("nonisolated extension LocalizedStringResource {")
        indent = "    "
        var helpers: Set<ShardHelper> = []
        for (index, accessor) in accessors.enumerated() {
            if index > 0 { line() }
            let body = model.body(of: accessor.key)!
            if let helper = resource(
                model.resourceNames[accessor.key.value]!, accessor.key, enumPath: accessor.enumPath, member: accessor.name, body: body)
            {
                helpers.insert(helper)
            }
        }
        line("}")
        for helper in ShardHelper.allCases where helpers.contains(helper) {
            line()
            line(Self.resourceAvailability)
            switch helper {
            case .formatted:
                line(
                    "nonisolated private func __resource\(number.value)(_ key: Swift.StaticString, _ table: Swift.Int, _ index: Swift.Int, _ arguments: Any...) -> LocalizedStringResource {"
                )
                line("    \(root).__resource(key, table, \(number.value), index, arguments)")
            case .plain:
                line(
                    "nonisolated private func __plainResource\(number.value)(_ key: Swift.StaticString, _ table: Swift.Int, _ index: Swift.Int) -> LocalizedStringResource {"
                )
                line("    \(root).__resource(key, table, \(number.value), index, nil)")
            }
            line("}")
        }
        line("#endif")
    }

    /// The keys file's functions that make the resources of texts in its shard: texts that are formatted, and
    /// texts shown as written. Named with the shard's number, so no two functions of the module share a name.
    package enum ShardHelper: CaseIterable { case formatted, plain }

    /// A member with the accessor's doc comment and parameters (a `String` for `%@`). Its text is read from the
    /// shard's texts file, or written here where the accessor holds its texts (bundle lookup; with embedded
    /// lookup the accessor is called). Returns the helper it calls, if it calls one.
    mutating func resource(_ name: String, _ key: KeyNumber, enumPath: String, member: String, body: L10nModel.Body) -> ShardHelper? {
        docComment(key, body)
        let signature = model.signature(of: key)
        let parameters = signature.parameters
        append(contentsOf: indent)
        append(contentsOf: access)
        if parameters.isEmpty, !body.isPlural {
            append("static var ")
            append(contentsOf: name)
            append(": LocalizedStringResource {")
        } else {
            append("static func ")
            append(contentsOf: name)
            append("(")
            for (index, type) in parameters.enumerated() {
                append(index == 0 ? "_ p" : ", _ p")
                output.append(number: index + 1)
                append(": ")
                append(contentsOf: type == .object ? "Swift.String" : parameterType(type))
            }
            append(") -> LocalizedStringResource {")
        }
        let inner = "\n" + indent + "    "
        var short = parameters.isEmpty && !body.isPlural
        if case .perPlatform = body, options.lookup == .bundle { short = false }
        var helper: ShardHelper?
        switch body {
        case .plural where options.lookup == .embedded, .perPlatform where options.lookup == .embedded:
            append(contentsOf: short ? " " : inner)
            shownResource(key, path: enumPath + member, parameters: parameters, plural: body.isPlural)
        case .indexed(let shard, let index):
            helper = signature.needsFormatting ? .formatted : .plain
            append(contentsOf: short ? " " : inner)
            append(helper == .formatted ? "__resource" : "__plainResource")
            output.append(number: shard.value)
            append("(")
            keyAndTable(key)
            append(", ")
            output.append(number: index)
            resourceArguments(parameters)
            append(")")
        case .plural:
            append(contentsOf: inner)
            textResource(key, parameters, plural: true, device: nil)
        case .perPlatform(let platforms, let plural):
            for (index, platform) in platforms.enumerated() {
                append(contentsOf: index == 0 ? inner + "#if " : inner + "#elseif ")
                append(contentsOf: platform.condition)
                append(contentsOf: inner + "return ")
                textResource(key, parameters, plural: plural, device: platform.devices)
            }
            append(contentsOf: inner + "#else" + inner + "return ")
            textResource(key, parameters, plural: plural, device: nil)
            append(contentsOf: inner + "#endif")
        }
        append(contentsOf: short ? " }\n" : "\n" + indent + "}\n")
        return helper
    }

    /// `"key", 0`: the key's literal and its table's number.
    mutating func keyAndTable(_ key: KeyNumber) {
        appendKeyLiteral(model.baseText(key))
        append(", ")
        output.append(number: model.tableNumber(of: key))
    }

    /// `, p1, Swift.UInt(truncatingIfNeeded: p2)`: the arguments as the runtime reads them (`Int`, `UInt`, `Double`, `String`).
    mutating func resourceArguments(_ parameters: [PlaceholderType]) {
        for (index, type) in parameters.enumerated() {
            append(", ")
            let parameter = "p" + String(index + 1)
            switch type {
            case .object, .int: append(contentsOf: parameter)
            case .uint: append("Swift.UInt(truncatingIfNeeded: "); append(contentsOf: parameter); append(")")
            case .double: append("Swift.Double("); append(contentsOf: parameter); append(")")
            default: append("Swift.Int("); append(contentsOf: parameter); append(")")
            }
        }
    }

    /// `L10n.__shownResource("key", 0, L10n.Cart.items(p1, p2))`: embedded lookup, where the accessor's text is
    /// the resource's.
    mutating func shownResource(_ key: KeyNumber, path: String, parameters: [PlaceholderType], plural: Bool) {
        append(contentsOf: root)
        append(".__shownResource(")
        keyAndTable(key)
        append(", ")
        append(contentsOf: root)
        append(".")
        append(contentsOf: path)
        if !parameters.isEmpty || plural {
            append("(")
            for index in parameters.indices {
                append(index == 0 ? "p" : ", p")
                output.append(number: index + 1)
            }
            append(")")
        }
        append(")")
    }

    /// `L10n.__pluralResource("key", 0, "…", p1)` or `L10n.__textResource(…)`: bundle lookup, with the base
    /// text the accessor holds for the platform's devices as the default value's format.
    mutating func textResource(_ key: KeyNumber, _ parameters: [PlaceholderType], plural: Bool, device: [String]?) {
        let base = model.text(key, language: .base, device: device)!
        append(contentsOf: root)
        append(plural ? ".__pluralResource(" : ".__textResource(")
        keyAndTable(key)
        append(", ")
        if plural {
            pluralLiteral(base.text, percents: base.percents)
        } else {
            // A text shown as written becomes a format that shows it so: each of its `%` doubled.
            let signature = model.signature(of: key)
            appendValueLiteral(
                base.text, percents: signature.needsFormatting ? base.percents : base.text.withValue { Self.percentOffsets($0) })
        }
        resourceArguments(parameters)
        append(")")
    }

    /// The byte offsets of every `%` of a text.
    static func percentOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        bytes.indices.filter { bytes[$0] == UInt8(ascii: "%") }
    }
}
