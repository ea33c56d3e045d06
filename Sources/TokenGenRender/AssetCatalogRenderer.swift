import TokenGenVocabulary
import TokenGenTranslate

/// Writes a tokens job's colour tokens as an asset catalog Xcode reads (Asset Catalog Format Reference, "Named
/// Color Type"): a `NAME.colorset/Contents.json` per colour token, named as its Swift property so that Xcode's
/// asset symbols (`Color(.colorBackground)`) match it, with its value in each appearance where the set has an
/// appearance modifier and it changes with it; and the catalog's own `Contents.json`, for a catalog that has
/// none. Each file is written as Xcode writes it (keys sorted, two spaces and ` : `), so that a re-save in Xcode
/// changes nothing; a colour set names tokengen as its author, which is how tokengen knows the ones it wrote.
package enum AssetCatalogRenderer {
    /// The `info.author` of every colour set tokengen writes.
    package static let author = "tokengen"
    /// The catalog's own `Contents.json`, exactly as Xcode writes it.
    static let catalogContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// The files, by path inside the catalog: the catalog's `Contents.json` first.
    package static func render(_ model: ConstantsModel) -> [(path: String, contents: String)] {
        var files = [("Contents.json", catalogContents)]
        let appearance = model.appearance
        for (index, folder) in model.colorSets {
            var variants: [(appearances: [String], color: ColorValue)] = []
            func addVariant(_ context: Int?, _ appearances: [String]) {
                guard
                    case .color(let color) = model.value(
                        of: index, inContexts: appearance.map { [$0.modifier: context ?? $0.light] } ?? [:])
                else { return }
                variants.append((appearances, color))
            }
            addVariant(nil, [])
            if let appearance {
                addVariant(appearance.dark, ["luminosity dark"])
                if appearance.lightHighContrast != appearance.light { addVariant(appearance.lightHighContrast, ["contrast high"]) }
                if appearance.darkHighContrast != appearance.dark {
                    addVariant(appearance.darkHighContrast, ["luminosity dark", "contrast high"])
                }
            }
            // A colour the same in every appearance is one entry, as Xcode writes it.
            if variants.allSatisfy({ $0.color == variants[0].color }) { variants.removeSubrange(1...) }
            files.append(("\(folder)/Contents.json", colorSet(variants)))
        }
        return files
    }

    private static func colorSet(_ variants: [(appearances: [String], color: ColorValue)]) -> String {
        let colors = variants.map { variant in
            var entry = "    {\n"
            if !variant.appearances.isEmpty {
                let appearances = variant.appearances.map { pair -> String in
                    let parts = pair.split(separator: " ")
                    return "        {\n          \"appearance\" : \"\(parts[0])\",\n          \"value\" : \"\(parts[1])\"\n        }"
                }
                entry += "      \"appearances\" : [\n" + appearances.joined(separator: ",\n") + "\n      ],\n"
            }
            let color = variant.color
            entry += "      \"color\" : {\n"
            entry += "        \"color-space\" : \"\(color.colorSpace == "srgb" ? "srgb" : "display-p3")\",\n"
            entry += "        \"components\" : {\n"
            entry += "          \"alpha\" : \"\(component(color.alpha))\",\n"
            entry += "          \"blue\" : \"\(component(color.blue))\",\n"
            entry += "          \"green\" : \"\(component(color.green))\",\n"
            entry += "          \"red\" : \"\(component(color.red))\"\n"
            entry += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
            return entry
        }
        return "{\n  \"colors\" : [\n" + colors.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"
    }

    /// A component from 0 to 1, to three decimals as Xcode writes them.
    private static func component(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let digits = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
