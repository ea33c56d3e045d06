print(L10n.withLanguage(.pl) { L10n.title })
print(L10n.withLanguage(.pl) { L10n.Greeting.hello("Ala") })
// From the second strings job: the plugin declares every job's output.
print(Texts.withLanguage(.en) { Texts.title })
print(Design().titleColor.alpha, Design().bodyFont.lineSpacing)
