print(L10n.withLanguage(.pl) { L10n.title })
print(L10n.withLanguage(.pl) { L10n.Greeting.hello("Ala") })
print(L10n.withLanguage(.en) { L10n.title })
print(Design().titleColor.alpha, Design().bodyFont.lineSpacing)
