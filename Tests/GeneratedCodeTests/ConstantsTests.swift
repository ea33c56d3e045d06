import Testing

/// What `print` would show of the values, one line: the values of the generated types as an app shows them.
nonisolated func shown(_ values: Any..., separator: String = " ") -> String {
    values.map { String(describing: $0) }.joined(separator: separator)
}

/// The constants types of `Generated/` (each a fixture's, see GeneratedCodeReferenceTests) and of the
/// repository, read as an app reads them, from code off the main actor.
@Suite nonisolated struct ConstantsTests {
    /// Figma's `string` and `boolean` variables as `String` and `Bool` constants; references between them work.
    @Test func figmaStringAndBooleanTypes() {
        let tokens = FigmaTypes()
        #expect(
            shown(tokens.fontBrand, tokens.fontHeading, tokens.fontQuote, tokens.featureDarkMode, tokens.featureBeta, separator: "|")
                == "Atkinson Hyperlegible Next|Atkinson Hyperlegible Next|\"Tak\" — 100% \\ ok|true|false")
    }

    /// Export forms that bend the format read as the components and units say.
    @Test func exportForms() {
        let t = ExportForms()
        #expect(
            shown(
                t.alias.hex, t.untypedColor.hex, t.noneComponent.hex, t.hex8.hex, t.hex3.hex, t.zero, t.stray, t.untypedDimension,
                separator: "|")
                == "#FF0000|#00FF00|#808080|#0000FF|#0000FF|0.0|1.0|4.0")
    }

    /// What the format requires but a file leaves out reads as the format's natural value.
    @Test func specDefaults() {
        let t = SpecDefaults()
        #expect(
            shown(t.hue.hex, t.fonts, t.glow.blur, t.fade.delay, t.body.letterSpacing, t.body.lineHeight, separator: "|")
                == "#FF0000|[\"Inter\", \"12\"]|0.0|0.0|0.0|1.5")
    }

    /// References everywhere the Format module allows them.
    @Test func specReferences() {
        let t = SpecReferences()
        #expect(
            shown(t.mix.hex, t.b.count, t.b.map(\.blur), t.accentLight.hex, t.accentPointer.hex, t.alias, separator: "|")
                == "#8080FF|2|[2.0, 2.0]|#0000FF|#0000FF|0.5")
    }

    /// A list of shadows (first on top) and an inset shadow.
    @Test func layeredAndInsetShadows() {
        let shadows = Shadows()
        #expect(
            shown(shadows.shadowRaised.count, shadows.shadowRaised[1].blur, shadows.shadowPressed.inset, shadows.shadowRaised[0].inset)
                == "2 8.0 true false")
    }

    /// Stroke styles, borders and transitions with references inside them.
    @Test func strokesBordersAndTransitions() {
        let s = Strokes()
        #expect(s.borderCard.style == .dashes([4, 2], lineCap: .round))
        #expect(s.borderFocus.style == .solid)
        #expect(s.motionSlide.timingFunction.x2 == 0.2)
    }

    /// The forms of other tools and the spec's corners.
    @Test func formsOfOtherTools() {
        let tools = ToolForms(), studio = StudioModifiers(), corners = SpecCorners()
        #expect(
            shown(
                tools.cssRgba.hex, tools.cssRgba.alpha, tools.cssShort.hex, tools.sizeDp, tools.sizeMath, tools.studioOpacity,
                tools.studioWeight, tools.sdGap) == "#141414 0.4 #FF0000 8.0 10.0 0.4 600.0 12.0")
        #expect(
            shown(
                studio.lightenLch.hex, studio.darkenP3.hex, studio.mixHsl.hex, studio.alphaOfModified.hex, studio.alphaOfModified.alpha,
                studio.legacyHover.hex) == "#D26B64 #9B3535 #839FD7 #CD6868 0.5 #9A3535")
        #expect(
            shown(
                corners.spacingLarge, corners.spacingTwice, corners.slow, corners.linkGroup.hex, corners.figmaText.hex,
                corners.figmaLight.hex)
                == "1.0 32.0 200.0 #CC0000 #1A1A1A #FF6666")
    }

    /// Names that differ only in case or separators stay distinct tokens.
    @Test func namesThatDifferOnlyInCase() {
        let t = CaseNames()
        #expect(shown(t.fontSize, t.FONT_SIZE, t.Font_Size, t._size_0, t.size_0) == "16.0 32.0 48.0 4.0 4.0")
    }

    /// Keywords as names, and the members of the valid fixture (a deprecated one among them).
    @Test func keywordsAndDeprecation() {
        #expect(
            shown(Keywords().`default`, Keywords()._2x, Valid().textBody.lineSpacing, Valid().sizeRem, Valid().miscEase.x2)
                == "1.0 2.0 6.4 15.0 0.58")
    }

    /// The repository's `Generated/SummaryConstants.swift` holds the brief's values.
    @Test func summaryConstantsHoldTheBriefsValues() {
        let constants = SummaryConstants()
        let title = constants.titleColor
        #expect(
            shown(
                title.red, title.green, title.blue, title.alpha, constants.bodyFont.lineSpacing, constants.passwordFont.letterSpacing,
                constants.toastDuration) == "0.0 0.0 0.0 0.8 6.4 -1.5 2.0")
    }
}

/// A resolver document's two modifiers: each token's value in each context.
@Suite nonisolated struct ThemedConstantsTests {
    func values(_ tokens: AppTokens) -> String {
        shown(
            tokens.theme.rawValue, tokens.size.rawValue, tokens.colorBackground.hex, tokens.colorAccent.hex, tokens.spacing,
            tokens.focus.width,
            tokens.focus.color.hex, tokens.radius)
    }

    @Test func valuesInEveryContext() {
        #expect(values(AppTokens()) == "light medium #FFFFFF #5C33FF 8.0 2.0 #5C33FF 8.0")
        #expect(values(AppTokens(theme: .dark)) == "dark medium #000000 #5C33FF 8.0 2.0 #5C33FF 8.0")
        #expect(values(AppTokens(theme: .highContrast, size: .small)) == "high-contrast small #000000 #FFCC00 4.0 1.0 #FFCC00 8.0")
        #expect(values(AppTokens(size: .large)) == "light large #FFFFFF #5C33FF 12.0 2.0 #5C33FF 8.0")
        #expect(AppTokens.Theme(rawValue: "high-contrast") == .highContrast)
        #expect(AppTokens(theme: .dark) == AppTokens(theme: .dark, size: .medium))
        #expect(AppTokens() != AppTokens(theme: .dark))
    }
}

/// A modifier named `self`, `Self`, `init`, `1`, `2x`, `日本`, `Color` or `default`, with contexts named `a`,
/// `日本`, `2x` and `self`: each compiles and chooses its values (ResolverTests.modifierDocument).
@Suite nonisolated struct ModifierNameTests {
    @Test func everyContextChoosesItsValue() {
        let values: [Double] = [1, 2, 3, 4]
        #expect(type(of: ModifierSelf().self_).allCases.map { ModifierSelf(self_: $0).x } == values)
        #expect(type(of: ModifierSelfType().self_).allCases.map { ModifierSelfType(self_: $0).x } == values)
        #expect(type(of: ModifierInit().init_).allCases.map { ModifierInit(init_: $0).x } == values)
        #expect(type(of: ModifierOne()._1).allCases.map { ModifierOne(_1: $0).x } == values)
        #expect(type(of: ModifierTwoX()._2x).allCases.map { ModifierTwoX(_2x: $0).x } == values)
        #expect(type(of: ModifierNihon().日本).allCases.map { ModifierNihon(日本: $0).x } == values)
        #expect(type(of: ModifierColor().color).allCases.map { ModifierColor(color: $0).x } == values)
        #expect(type(of: ModifierDefault().`default`).allCases.map { ModifierDefault(default: $0).x } == values)
    }
}
