import Foundation
import Testing
import TestSupport
@testable import TokenGenVocabulary
@testable import TokenGenRead
@testable import TokenGenCheck

/// Ten tokens of each real export, each traced by hand through its references in the files and read as the
/// tool that wrote it shows it (Tokens Studio, Style Dictionary, Figma, the 2025.10 format): the value the
/// default combination generates, exactly. Colours as hex (with an alpha other than 1), sizes in points,
/// typographies as size, weight, line height (ratio) and letter spacing.
@Suite(.enabled(if: Corpus.folder != nil, "../shared/corpus is not present"))
struct ValueAuditTests {
    static func describe(_ value: TokenValue) -> String {
        func color(_ c: ColorValue) -> String {
            c.hex + (c.alpha == 1 ? "" : " \(Wording.number(c.alpha))") + (c.colorSpace == "srgb" ? "" : " \(c.colorSpace)")
        }
        func shadow(_ s: ShadowValue) -> String {
            "\(s.inset ? "inset " : "")\([s.offsetX, s.offsetY, s.blur, s.spread].map(Wording.number).joined(separator: " ")) \(color(s.color))"
        }
        switch value {
        case .color(let c): return color(c)
        case .dimension(let points): return "\(Wording.number(points)) pt"
        case .number(let number): return Wording.number(number)
        case .duration(let seconds): return "\(Wording.number(seconds)) s"
        case .fontWeight(let weight): return "weight \(Wording.number(weight))"
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .typography(let t):
            return
                "\(t.families.first ?? "") \(Wording.number(t.size)) pt, weight \(Wording.number(t.weight)), line height \(Wording.number(t.lineHeight)), letter spacing \(Wording.number(t.letterSpacing))"
        case .shadow(let s): return shadow(s)
        case .shadows(let list): return list.map(shadow).joined(separator: ", ")
        case .cubicBezier(let b): return "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(Wording.number).joined(separator: ", ")))"
        case .string(let text): return "\"\(text)\""
        default: return "\(value)"
        }
    }

    static func values(_ files: [String]) throws -> [String: String] {
        let set = try #require(
            TokenSetReader.resolved(try files.map { (bytes: try FileSystem.bytes(of: $0), path: $0) }, diagnostics: DiagnosticCollector()))
        return Dictionary(uniqueKeysWithValues: set.tokens.map { ($0.dottedPath, describe($0.value)) })
    }

    static let corpus = (Corpus.folder ?? "") + "/tokens/"

    /// An audit's files: a folder ending in `/` is every `.json`, `.yml` and `.yaml` under it.
    static func paths(_ files: [String]) throws -> [String] {
        try files.flatMap { file in
            guard file.hasSuffix("/") else { return [corpus + file] }
            let folder = String(file.dropLast())
            return try FileManager.default.subpathsOfDirectory(atPath: corpus + folder)
                .filter { path in [".json", ".yml", ".yaml"].contains { path.hasSuffix($0) } }.sorted().map { corpus + folder + "/" + $0 }
        }
    }

    /// Each export: its files (a folder ending in `/` is every `.json` under it) and the values expected.
    /// Each export: its files (a folder ending in `/` is every `.json`, `.yml` and `.yaml` under it) and the
    /// values expected, each traced by hand (the default combination of a themed export: its first themes).
    static let audits: [(export: String, files: [String], expected: [String: String])] = [
        (
            "designsystemet (Tokens Studio, DTCG mode)", ["designsystemet/design-tokens/$themes.json"],
            [
                // 130% of 16, 0.25% of 16 as letter spacing.
                "typography.body.short.sm": "Inter 16 pt, weight 400, line height 1.3, letter spacing 0.04",
                // floor({_size.unit} * 11), the unit 4 / 18 * 18.
                "size.11": "44 pt", "_size.unit": "4", "border-width.focus": "3 pt", "border-radius.md": "4 pt",
                "shadow.md": "0 0 1 0 #000000 0.14, 0 2 4 0 #000000 0.12, 0 4 8 0 #000000 0.12", "opacity.disabled": "0.3",
                // The first "Color scheme" theme is Dark.
                "color.focus.inner-color": "#17181A", "font-weight.medium": "weight 500", "line-height.md": "1.5",
                "font-size.5": "21 pt",
            ]
        ),
        (
            "dialtone (Tokens Studio)", ["dialtone/packages/dialtone-tokens/tokens/$themes.json"],
            [
                "shadow.small": "0 2 4 0 #000000 0.1490196078",
                "shadow.card": "0 1 2 0 #000000 0.03137254902, 0 2 4 0 #000000 0.03921568627, 0 2 16 0 #000000 0.07843137255",
                "font.size.root": "10 pt", "opacity.100": "0.05", "font.lineHeight.200": "1.2",
                // {font.size.root} * 1.2 and 120%.
                "typography.inputs.sm": "-apple-system 12 pt, weight 400, line height 1.2, letter spacing 0", "size.905": "264 pt",
                "space.825-negative": "-164 pt", "size.border.400": "8 pt", "size.100": "1 pt",
            ]
        ),
        (
            "mozaic (Style Dictionary 3, no types)", ["mozaic/packages/tokens/properties/"],
            [
                "border.s": "1", "border.l": "3", "shadow.s.y": "1 pt", "shadow.s.blur": "5 pt", "shadow.s.opacity": "0.2",
                "color.badge.info.background": "#DAEFF7", "color.primary-01.600": "#188803", "color.primary-01.100": "#EBF5DE",
                "size.font.01": "0.6815", "size.font.05": "1", "radius.m": "4", "radius.l": "6",
            ]
        ),
        (
            "pharos (Style Dictionary, metadata)", ["pharos/"],
            [
                "color.night-blue.base": "#0D3071", "color.white": "#FFFFFF", "color.jstor-red": "#990000", "breakpoint.small": "360 pt",
                "breakpoint.medium": "768 pt", "coach-mark.size.text": "2", "font.size.base": "3",
                "elevation.level.1": "0 1 2 0 #121212 0.3, 0 1 3 1 #121212 0.15", "font.weight.bold": "weight 700",
                "font.family.serif": "Ivar Headline, Times, Georgia, serif", "transition.duration.short": "0.1 s",
            ]
        ),
        (
            "rei-cedar (Style Dictionary 4, $value)", ["rei-cedar/"],
            [
                "timing.function-ease": "cubic-bezier(0.15, 0, 0.15, 0)", "timing.function-ease-out": "cubic-bezier(0.32, 0.94, 0.6, 1)",
                "timing.function-linear": "cubic-bezier(0, 0, 1, 1)", "text-size-root": "\"10px\"", "form.input.height-default": "40 pt",
                "form.input.height-large": "48 pt", "duration.1-x": "0.1 s", "duration.2-x": "0.2 s", "radius.round": "9999 pt",
                "color.text.primary": "#2E2E2B 0.9", "options.color.transparent": "#FFFFFF 0", "breakpoint.xs": "0",
            ]
        ),
        (
            "Red Hat (YAML, DTCG as Style Dictionary users write it)", ["redhat/tokens/"],
            [
                "animation.speed": "0.3 s", "animation.timing": "cubic-bezier(0.465, 0.183, 0.153, 0.946)", "border.width.sm": "1 pt",
                "border.width.md": "2 pt", "length.3xs": "2 pt", "length.xs": "4 pt", "opacity.30": "0.3", "breakpoint.sm": "768 pt",
                "color.accent.base._": "#0066CC", "box-shadow.sm": "0 2 4 0 #151515 0.2", "line-height.body-text": "1.5",
                "font.weight.body-text.medium": "weight 500", "font.size.body-text.md": "16 pt",
            ]
        ),
        (
            "Apple HIG (DTCG resolver)", ["apple-hig.resolver.json"],
            [
                // Apple's text styles at the Large size: 34/41, 28/34, 17/22 semibold, 16/21, 11/13.
                "font.textStyle.largeTitle": "SF Pro 34 pt, weight 400, line height 1.2058823529411764, letter spacing 0",
                "font.textStyle.title1": "SF Pro 28 pt, weight 400, line height 1.2142857142857142, letter spacing 0",
                "font.textStyle.headline": "SF Pro 17 pt, weight 600, line height 1.2941176470588236, letter spacing 0",
                "font.textStyle.callout": "SF Pro 16 pt, weight 400, line height 1.3125, letter spacing 0",
                "font.textStyle.caption2": "SF Pro 11 pt, weight 400, line height 1.1818181818181819, letter spacing 0",
                "color.systemBlue": "#007AFF", "color.systemRed": "#FF3B30", "color.systemGray6": "#F2F2F7", "color.systemMint": "#00C7BE",
                "font.design.serif": "New York",
            ]
        ),
        (
            "Adobe Spectrum (DTCG resolver; light, desktop)", ["adobe-spectrum.resolver.json"],
            [
                // {accent-color-800} → {blue-800}.
                "accent-background-color-default": "#4B75FF", "accordion-bottom-to-text-compact-medium": "5 pt",
                "accordion-bottom-to-text-compact-large": "8 pt", "avatar-opacity-disabled": "0.3", "font-size-100": "14 pt",
                "black-font-weight": "weight 900", "background-opacity-default": "0", "background-opacity-hover": "0.1",
                "body-cjk-emphasized-font-style": "\"normal\"", "orange-900": "#C24E00",
            ]
        ),
        (
            "Figma SDS (DTCG resolver)", ["figma-sds.resolver.json"],
            [
                "color.background.brand": "#2C2C2C", "color.background.brand.secondary": "#E6E6E6", "size.blur.100": "4 pt",
                "size.depth.025": "1 pt", "typography.body.large": "inter 20 pt, weight 400, line height 1, letter spacing 0",
                "typography.body.small": "inter 14 pt, weight 400, line height 1, letter spacing 0",
                "typography.family.mono": "roboto mono, monospace", "typography.weight.bold": "weight 700",
                "color.white.200": "#FFFFFF 0.10196078431372549", "typography.weight.black": "weight 900",
            ]
        ),
        (
            "GitHub Primer (DTCG resolver)", ["github-primer.resolver.json"],
            [
                "avatar.shadow": "0 0 0 2 #FFFFFF", "base.color.black": "#1F2328", "base.duration.100": "0.1 s",
                "base.easing.easeInOut": "cubic-bezier(0.6, 0, 0.2, 1)", "base.easing.easeOut": "cubic-bezier(0.3, 0.8, 0.6, 1)",
                "base.size.112": "112 pt", "base.size.12": "12 pt", "control.minTarget.auto": "44 pt",
                "borderColor.accent.emphasis": "#0969DA",
                "color.ansi.red": "#CF222E",
            ]
        ),
        (
            "IBM Carbon (DTCG resolver)", ["ibm-carbon.resolver.json"],
            [
                // 0.875rem, 0.16px.
                "type.body01": "system-ui 14 pt, weight 400, line height 1.42857, letter spacing 0.16",
                "type.body02": "system-ui 16 pt, weight 400, line height 1.5, letter spacing 0", "color.blue.10": "#EDF5FF",
                "color.blackHover": "#212121", "layout.baseFontSize": "16", "layout.breakpoints.lg.columns": "16",
                "layout.breakpoints.lg.margin": "16 pt", "layout.breakpoints.lg.width": "1056 pt", "layout.breakpoints.max.margin": "24 pt",
                "color.blue.20": "#D0E2FF",
            ]
        ),
        (
            "Microsoft Fluent (DTCG resolver)", ["microsoft-fluent.resolver.json"],
            [
                "semanticColors.cardShadowHovered": "0 3.2 7.2 7.2 #000000 0.132, 0 0.6 1.8 1.8 #000000 0.108",
                "effects.elevation64": "0 25.6 57.6 57.6 #000000 0.22, 0 4.8 14.4 14.4 #000000 0.18", "effects.roundedCorner2": "2 pt",
                "effects.roundedCorner6": "6 pt", "fonts.large": "Segoe UI 18 pt, weight 400, line height 1, letter spacing 0",
                "fonts.medium": "Segoe UI 14 pt, weight 400, line height 1, letter spacing 0", "palette.accent": "#0078D4",
                "palette.blackTranslucent40": "#000000 0.4", "palette.black": "#000000",
                "semanticColors.cardShadow": "0 1.6 3.6 3.6 #000000 0.132, 0 0.3 0.9 0.9 #000000 0.108",
            ]
        ),
        (
            "Shopify Polaris (DTCG resolver)", ["shopify-polaris.resolver.json"],
            [
                "color.black": "#000000", "color.blue": "#006FBB", "color.blueDark": "#084E8A", "color.blueLight": "#B4E1FA",
                "font.family.mono": "Monaco, Consolas, Lucida Console, monospace",
                "font.family.base": "-apple-system, BlinkMacSystemFont, San Francisco, Segoe UI, Roboto, Helvetica Neue, sans-serif",
                "space.base": "16 pt", "space.baseTight": "12 pt", "space.extraLoose": "32 pt", "space.extraTight": "4 pt",
            ]
        ),
        (
            "flutter-bison (Figma's variables export, light)",
            [
                "ColorBaseTokens.json", "ColorAliasTokens.json", "Light.tokens.json", "Spacing.json", "Shape.json", "TypescaleTokens.json",
                "Baseline.tokens.json",
            ]
            .map { "figma-bison/" + $0 },
            [
                "Border.Disabled": "#B6B6B6", "Text.Disabled": "#969696", "Secondary.Lightest": "#CDD1DB", "Surface.Slate": "#30343C",
                "Transparent": "#FFFFFF 0", "Micro": "4", "Small": "16", "Medium": "36", "H1.Font": "\"Atkinson Hyperlegible Next\"",
                "H1.Size": "20", "H1.Line Height": "20",
            ]
        ),
    ]

    /// Every token an export defines is generated or named in a warning: none dropped silently (a `source` set
    /// of Tokens Studio is read for references only, and a plain value outside a token is no token).
    @Test(arguments: audits.indices)
    func everyTokenIsGeneratedOrNamed(audit: Int) throws {
        let (export, files, _) = Self.audits[audit]
        let paths = try Self.paths(files)
        let diagnostics = DiagnosticCollector()
        let raw = try #require(
            TokenSetReader.read(try paths.map { (bytes: try FileSystem.bytes(of: $0), path: $0) }, diagnostics: diagnostics))
        let sources =
            raw.themed.map { themed in themed.every.filter { !($0.tokens.first.map { themed.readOnly.contains($0.location.path) } ?? true) }
            } ?? raw.files
        var defined = Set<String>()
        for source in sources {
            for token in source.tokens where !token.isReferenceOnly { defined.insert(token.dottedPath) }
        }
        let set = try #require(TokenSetResolver.resolve(raw, diagnostics: diagnostics))
        let named = Set(set.tokens.map(\.dottedPath)).union(set.leftOut.map(\.token))
        #expect(defined.subtracting(named).sorted() == [], "\(export)")
        #expect(!defined.isEmpty)
    }

    /// Every typography an export generates, in every context, has a line height fonts use (from half the font
    /// size to five times it, a spacing of at most four sizes): a number read in the wrong unit is left out,
    /// never generated.
    @Test func everyTypographyIsWithinWhatFontsUse() throws {
        var checked = 0
        for (_, files, _) in Self.audits {
            let paths = try Self.paths(files)
            let set = try #require(
                TokenSetReader.resolved(
                    try paths.map { (bytes: try FileSystem.bytes(of: $0), path: $0) }, diagnostics: DiagnosticCollector()))
            for token in set.tokens {
                for value in [token.value] + (token.variation?.cases.map(\.value) ?? []) {
                    guard case .typography(let font) = value else { continue }
                    checked += 1
                    #expect(TypographyValue.lineHeights.contains(font.lineHeight), "\(token.dottedPath): \(font)")
                    #expect(font.lineSpacing <= 4 * font.size, "\(token.dottedPath): \(font)")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: audits.indices)
    func valuesAreWhatTheToolShows(audit: Int) throws {
        let (export, files, expected) = Self.audits[audit]
        let values = try Self.values(try Self.paths(files))
        #expect(expected.count >= 10, "\(export)")
        for (path, value) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(values[path] == value, "\(export): \(path)")
        }
    }
}
