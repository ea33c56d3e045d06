import TokenGenVocabulary

/// A tokens job's gallery in the HTML page: each token shown as what it is, in each context. Every text is
/// escaped; every style is written from numbers and names checked here, never from a file's text.
extension HealthReport {
    /// The gallery's own rules, added to the page's style sheet.
    static let galleryStyle = """
        .group { margin: 16px 0; } .group > h4 { margin: 0 0 4px; font: 600 0.95em ui-monospace, monospace; overflow-wrap: anywhere; }
        .token { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 8px 0; border-bottom: 1px solid var(--line); }
        .values { display: flex; flex-wrap: wrap; gap: 12px; flex: 1 1 280px; min-width: 0; }
        .about { flex: 1 1 240px; min-width: 0; overflow-wrap: anywhere; font-size: 0.9em; }
        figure { margin: 0; display: flex; flex-direction: column; gap: 4px; max-width: 100%; }
        figcaption { color: var(--muted); font-size: 0.8em; overflow-wrap: anywhere; }
        .swatch { width: 72px; height: 48px; border-radius: 6px; border: 1px solid var(--line); overflow: hidden;
          background: repeating-conic-gradient(#c8c8c8 0 25%, #ffffff 0 50%) 0 0 / 12px 12px; }
        .swatch > span, .strip > span { display: block; width: 100%; height: 100%; }
        .strip { width: 240px; max-width: 100%; height: 32px; border-radius: 6px; border: 1px solid var(--line); overflow: hidden; }
        .specimen { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
        .length { height: 12px; max-width: 100%; background: var(--translated); border-radius: 2px; }
        .corner { width: 64px; height: 64px; border: 2px solid var(--text); background: var(--card); }
        .card { width: 96px; height: 56px; margin: 12px; border-radius: 8px; background: var(--back); }
        .stroke { width: 160px; height: 0; border-top-width: 3px; border-top-color: var(--text); }
        .curve { width: 96px; height: 96px; } .curve path.axis { stroke: var(--line); fill: none; } .curve path.ease { stroke: var(--text); fill: none; stroke-width: 2; }
        .opacity { width: 48px; height: 48px; border-radius: 6px; background: var(--text); }
        .contrast { width: 160px; padding: 10px 12px; border-radius: 6px; border: 1px solid var(--line); font-size: 18px; }
        .level-fails { color: var(--missing); font-weight: 600; }
        """

    /// The gallery of one tokens job: its tokens grouped by their path, then its contrast pairs.
    static func galleryHTML(_ gallery: TokenGallery) -> String {
        var out = "<h3>Tokens: \(gallery.entries.count)</h3>\n"
        var group: [String]?
        for entry in gallery.entries {
            let parent = Array(entry.path.dropLast())
            if parent != group {
                if group != nil { out += "</section>\n" }
                group = parent
                out += "<section class=\"group\">\n<h4>\(escaped(parent.isEmpty ? "(top level)" : parent.joined(separator: ".")))</h4>\n"
            }
            out += "<div class=\"token\">\n<div class=\"values\">"
            for (contexts, value) in entry.values {
                out += "<figure>" + shown(value, name: entry.path.last ?? "")
                out += "<figcaption>" + (contexts.isEmpty ? "" : "<strong>\(escaped(contexts))</strong><br>") + escaped(written(value))
                out += "</figcaption></figure>"
            }
            out += "</div>\n<div class=\"about\"><code>\(escaped(entry.dottedPath))</code> · <code>\(escaped(entry.property))</code> · "
            out += escaped(entry.type.rawValue) + "<br>" + `where`(entry.location.path, entry.location.line)
            if let description = entry.description, !description.isEmpty { out += "<br>" + escaped(description) }
            out += "</div>\n</div>\n"
        }
        if group != nil { out += "</section>\n" }
        guard !gallery.contrastPairs.isEmpty else { return out }
        out += "<h3>Contrast: \(gallery.contrastPairs.count) pair\(gallery.contrastPairs.count == 1 ? "" : "s")</h3>\n"
        if gallery.leftOutPairs > 0 {
            out += "<p>\(gallery.leftOutPairs) more pair\(gallery.leftOutPairs == 1 ? "" : "s") not checked: names that differ only in case or separators (<code>text</code>, <code>Text</code>, <code>t-ext</code>) pair each colour with many; give each colour a name of its own.</p>\n"
        }
        for pair in gallery.contrastPairs {
            out += "<div class=\"token\">\n<div class=\"values\">"
            for check in pair.contexts { out += contrastFigure(check) }
            out += "</div>\n<div class=\"about\"><code>\(escaped(pair.foreground))</code> on <code>\(escaped(pair.background))</code>"
            if pair.uncheckedContexts > 0 { out += "<br>\(pair.uncheckedContexts) more contexts not shown" }
            out += "</div>\n</div>\n"
        }
        return out
    }

    /// A text colour on its background, with the ratio and the level it reaches; captioned with its contexts,
    /// or `caption`.
    static func contrastFigure(_ check: TokenGallery.ContrastPair.Check, caption: String? = nil) -> String {
        let level = Contrast.level(check.ratio)
        let title = caption ?? check.contexts
        return
            "<figure><div class=\"contrast\" style=\"color: \(css(check.foreground)); background: \(cssBackground(check.background))\">Aa text</div>"
            + "<figcaption>" + (title.isEmpty ? "" : "<strong>\(escaped(title))</strong><br>")
            + "\(ratioText(check.ratio)) · <span class=\"\(level == "fails AA" ? "level-fails" : "level")\">\(level)</span></figcaption></figure>"
    }

    /// A contrast ratio as WCAG writes it, to two decimals rounded down (4.499 is not 4.5): "4.48:1", "21:1".
    static func ratioText(_ ratio: Double) -> String {
        Wording.number((ratio * 100).rounded(.down) / 100) + ":1"
    }

    /// The value drawn: a swatch, a strip, a specimen, a bar, a corner, a card, a curve.
    static func shown(_ value: TokenValue, name: String) -> String {
        let loose = Token.loose(name)
        switch value {
        case .color(let color):
            return "<div class=\"swatch\"><span style=\"background: \(css(color))\"></span></div>"
        case .gradient:
            return "<div class=\"strip\"><span style=\"background: \(cssBackground(value))\"></span></div>"
        case .typography(let font):
            return specimen(
                families: font.families, size: font.size, weight: font.weight, lineHeight: font.size * font.lineHeight,
                letterSpacing: font.letterSpacing)
        case .fontFamily(let families):
            return specimen(families: families, size: 20, weight: 400, lineHeight: 28, letterSpacing: 0)
        case .fontWeight(let weight):
            return specimen(families: [], size: 20, weight: weight, lineHeight: 28, letterSpacing: 0)
        case .dimension(let points) where loose.contains("radius") || loose.contains("corner"):
            return "<div class=\"corner\" style=\"border-radius: \(number(max(points, 0)))px\"></div>"
        case .dimension(let points):
            return "<div class=\"length\" style=\"width: \(number(max(points, 0)))px\"></div>"
        case .number(let number) where loose.contains("opacity") && (0...1).contains(number):
            return "<div class=\"opacity\" style=\"opacity: \(Self.number(number))\"></div>"
        case .duration(let seconds):
            return "<div class=\"length\" style=\"width: \(number(min(max(seconds, 0), 2) * 120))px\"></div>"
        case .cubicBezier(let curve):
            return bezier(curve)
        case .transition(let transition):
            return bezier(transition.timingFunction)
        case .shadow(let shadow):
            return "<div class=\"card\" style=\"box-shadow: \(cssShadows([shadow]))\"></div>"
        case .shadows(let layers):
            return "<div class=\"card\" style=\"box-shadow: \(cssShadows(layers))\"></div>"
        case .border(let border):
            return
                "<div class=\"card\" style=\"border: \(number(max(border.width, 0)))px \(cssStyle(border.style)) \(css(border.color))\"></div>"
        case .strokeStyle(let style):
            return "<div class=\"stroke\" style=\"border-top-style: \(cssStyle(style))\"></div>"
        case .number, .string, .boolean:
            return ""
        }
    }

    /// The value as text under its picture: what the code holds, in the units the page draws.
    static func written(_ value: TokenValue) -> String {
        func color(_ c: ColorValue) -> String {
            c.hex + (c.alpha < 1 ? " at \(number(c.alpha * 100)) %" : "") + (c.colorSpace == "srgb" ? "" : " (Display P3)")
        }
        func shadow(_ s: ShadowValue) -> String {
            "\(s.inset ? "inset " : "")\(number(s.offsetX)) \(number(s.offsetY)) blur \(number(s.blur)) spread \(number(s.spread)) \(color(s.color))"
        }
        func bezier(_ b: CubicBezierValue) -> String { "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(number).joined(separator: ", ")))" }
        func families(_ names: [String]) -> String { names.joined(separator: ", ") }
        switch value {
        case .color(let c): return color(c)
        case .gradient(let g):
            return g.direction.rawValue + ": "
                + g.stops.map { color($0.color) + " at " + number($0.position * 100) + " %" }.joined(separator: ", ")
        case .typography(let f):
            return "\(families(f.families)) \(number(f.size))/\(number(clean(f.size * f.lineHeight))) pt, weight \(number(f.weight)), "
                + "letter spacing \(number(f.letterSpacing))" + (f.textStyle.map { ", scales with \($0)" } ?? "")
                + (f.families.contains(where: { cssFamily($0) == nil })
                    ? " (a family the page cannot name is shown in the system font)" : "")
        case .fontFamily(let names): return families(names)
        case .fontWeight(let weight): return "weight " + number(weight)
        case .dimension(let points): return number(points) + " pt"
        case .number(let value): return number(value)
        case .duration(let seconds): return number(clean(seconds * 1000)) + " ms"
        case .cubicBezier(let b): return bezier(b)
        case .transition(let t):
            return "\(number(clean(t.duration * 1000))) ms, delay \(number(clean(t.delay * 1000))) ms, \(bezier(t.timingFunction))"
        case .shadow(let s): return shadow(s)
        case .shadows(let layers): return layers.map(shadow).joined(separator: "; ")
        case .border(let b): return "\(number(b.width)) pt \(cssStyle(b.style)) \(color(b.color))"
        case .strokeStyle(.keyword(let keyword)): return keyword
        case .strokeStyle(.dashes(let lengths, let cap)): return "dashes " + lengths.map(number).joined(separator: " ") + ", \(cap) caps"
        case .string(let text): return "\"\(text)\""
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }

    /// A line of text in the font: the families the viewer has, then the system font.
    static func specimen(families: [String], size: Double, weight: Double, lineHeight: Double, letterSpacing: Double) -> String {
        let names = families.compactMap(cssFamily) + ["system-ui", "sans-serif"]
        var seen = Set<String>()
        let family = names.filter { seen.insert($0).inserted }.joined(separator: ", ")
        return
            "<p class=\"specimen\" style=\"font-family: \(family); font-size: \(number(size))px; font-weight: \(number(min(max(weight, 1), 1000))); "
            + "line-height: \(number(clean(lineHeight)))px; letter-spacing: \(number(letterSpacing))px\">The quick brown fox jumps over the lazy dog</p>"
    }

    /// A family as CSS names it, quoted, when its name holds only letters, digits, spaces, `-`, `_` and `.`
    /// (nothing a style could read otherwise); Apple's system font as `system-ui`; nil for another name.
    static func cssFamily(_ name: String) -> String? {
        switch name.lowercased() {
        case "system", "system-ui", "-apple-system", "sf pro", "sf pro text", "sf pro display", ".sf ns": return "system-ui"
        case "sans-serif", "serif", "monospace", "cursive": return name.lowercased()
        default: break
        }
        let safe =
            !name.isEmpty && name.unicodeScalars.count <= 100
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.".unicodeScalars.contains($0)
            }
        return safe ? "&quot;\(escaped(name))&quot;" : nil
    }

    /// An easing curve from (0, 0) to (1, 1), drawn in a box that holds its control points.
    static func bezier(_ curve: CubicBezierValue) -> String {
        let ys = [0, 1, curve.y1, curve.y2].map { min(max($0, -2), 3) }
        let (low, high) = (ys.min()!, ys.max()!)
        func y(_ value: Double) -> String { number(clean((high - min(max(value, -2), 3)) * 100)) }
        func x(_ value: Double) -> String { number(clean(min(max(value, 0), 1) * 100)) }
        return
            "<svg class=\"curve\" viewBox=\"-4 -4 108 \(number(clean((high - low) * 100 + 8)))\" role=\"img\" aria-label=\"easing curve\">"
            + "<path class=\"axis\" d=\"M0 \(y(0)) H100 M0 \(y(0)) V\(y(1))\"/>"
            + "<path class=\"ease\" d=\"M0 \(y(0)) C\(x(curve.x1)) \(y(curve.y1)) \(x(curve.x2)) \(y(curve.y2)) 100 \(y(1))\"/></svg>"
    }

    /// A colour as CSS, from its components (never from text of the file).
    static func css(_ color: ColorValue) -> String {
        let c = [color.red, color.green, color.blue].map { min(max($0, 0), 1) }
        let alpha = min(max(color.alpha, 0), 1)
        if color.colorSpace == "display-p3" {
            return "color(display-p3 \(c.map(number).joined(separator: " ")) / \(number(alpha)))"
        }
        return "rgb(\(c.map { number(clean($0 * 255)) }.joined(separator: " ")) / \(number(alpha)))"
    }

    /// A colour or a gradient as a CSS background.
    static func cssBackground(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return css(color)
        case .gradient(let gradient):
            let direction: String =
                switch gradient.direction {
                case .toTrailing: "to right"
                case .toLeading: "to left"
                case .toBottom: "to bottom"
                case .toTop: "to top"
                }
            let stops = gradient.stops.map { "\(css($0.color)) \(number(clean(min(max($0.position, 0), 1) * 100)))%" }
            return "linear-gradient(\(direction), \(stops.joined(separator: ", ")))"
        default: return "transparent"
        }
    }

    static func cssShadows(_ layers: [ShadowValue]) -> String {
        layers.map { s in
            "\(s.inset ? "inset " : "")\(number(s.offsetX))px \(number(s.offsetY))px \(number(max(s.blur, 0)))px \(number(s.spread))px \(css(s.color))"
        }.joined(separator: ", ")
    }

    /// A stroke style as CSS's line style: a keyword of `StrokeStyleValue.keywords`, dashes as `dashed`.
    static func cssStyle(_ style: StrokeStyleValue) -> String {
        switch style {
        case .keyword(let keyword): StrokeStyleValue.keywords.contains(keyword) ? keyword : "solid"
        case .dashes: "dashed"
        }
    }

    /// A finite number as the page writes it; 0 for one that is not (the page never holds `nan`).
    static func number(_ value: Double) -> String {
        value.isFinite ? Wording.number(clean(value)) : "0"
    }
}
