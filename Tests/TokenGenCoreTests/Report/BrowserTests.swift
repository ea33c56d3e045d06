import Foundation
import Testing
import TestSupport

/// The report's page in a real browser (Debian's `chromium`, headless): the pixels of the swatches are their
/// tokens' sRGB colours, light and dark; the specimens are as tall as their line heights; the page loads
/// nothing and follows the viewer's dark mode for its own chrome. `.ci/run` installs the browser and sets
/// `TOKENGEN_REQUIRE_BROWSER=1`, so that CI cannot skip this; elsewhere it runs where a browser is installed.
@Suite(.enabled(if: Browser.path != nil || Browser.required, "no chromium: apt-get install chromium"))
struct BrowserTests {

    /// A tokens job with light and dark colours and two typographies.
    static let project: [String: String] = [
        "tokengen.yml": """
        tokens:
          - input: Tokens/app.resolver.json
            output: Generated/AppTokens.swift
            typeName: AppTokens
        """,
        "Tokens/app.resolver.json": """
        {
          "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
          "modifiers": {
            "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" }
          },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }]
        }
        """,
        "Tokens/core.tokens.json": """
        {
          "font": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": ["Inter", "system"], "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } },
            "title": { "$value": { "fontFamily": "Georgia", "fontSize": { "value": 32, "unit": "px" }, "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 } }
          }
        }
        """,
        "Tokens/light.tokens.json": """
        { "color": { "$type": "color", "text": { "$value": "#1D1D1F" }, "background": { "$value": "#FFFFFF" }, "accent": { "$value": "#155DFC" } } }
        """,
        "Tokens/dark.tokens.json": """
        { "color": { "$type": "color", "text": { "$value": "#F5F5F7" }, "background": { "$value": "#1C1C1E" }, "accent": { "$value": "#4D8BFF" } } }
        """,
    ]

    /// Added to a copy of the page (the report has no script): where each swatch and specimen is, as the
    /// browser laid it out, and what the page loaded.
    static let measuring = """
        <script>
        const found = { swatches: [], specimens: [], resources: performance.getEntriesByType("resource").length,
          dark: matchMedia("(prefers-color-scheme: dark)").matches };
        for (const e of document.querySelectorAll(".swatch > span")) {
          const r = e.getBoundingClientRect(); found.swatches.push([Math.floor(r.x + r.width / 2), Math.floor(r.y + r.height / 2)]);
        }
        for (const e of document.querySelectorAll(".specimen")) found.specimens.push(e.getBoundingClientRect().height);
        const pre = document.createElement("pre"); pre.id = "measured"; pre.textContent = JSON.stringify(found); document.body.appendChild(pre);
        </script>
        """

    /// Reads RGB pixels of a PNG (8-bit RGB or RGBA, as the browser writes) with Python's zlib.
    static let pixels = """
        import sys, zlib, struct
        data = open(sys.argv[1], "rb").read(); assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
        pos, idat = 8, b""
        while pos < len(data):
            n, kind = struct.unpack(">I4s", data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
            if kind == b"IHDR": width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT": idat += body
        assert depth == 8 and ctype in (2, 6); size = 3 if ctype == 2 else 4; raw = zlib.decompress(idat); stride = width * size
        rows, previous, i = [], bytearray(stride), 0
        for y in range(height):
            f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
            for x in range(stride):
                a = line[x - size] if x >= size else 0; b = previous[x]; c = previous[x - size] if x >= size else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line); previous = line
        for point in sys.argv[2:]:
            x, y = map(int, point.split(",")); print("#%02X%02X%02X" % tuple(rows[y][x * size:x * size + 3]))
        """

    /// The browser's run on a page: headless, one device pixel per CSS pixel, sRGB, a fixed window.
    static func browse(_ page: String, _ arguments: [String], dark: Bool) throws -> String {
        let browser = try #require(Browser.path, "no chromium: apt-get install chromium")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let result = try run(
            browser,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--force-color-profile=srgb", "--window-size=1000,1400",
            ] + (dark ? ["--force-dark-mode"] : []) + arguments + ["file://" + page], hangsAfter: 60)
        #expect(result.status == 0, "\(result.output)")
        return result.output
    }

    @Test(.tags(.compiles), .notInTheQuickLoop) func swatchesAreTheirColoursAndSpecimensTheirLineHeights() throws {
        let folder = try temporaryFolder(files: Self.project)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try run(builtTokengen, ["report", "--format", "html", "--output", "report.html"], in: folder)
        #expect(report.status == 0, "\(report.output)")
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        let measured = folder + "/measured.html"
        try page.replacingOccurrences(of: "</body>", with: Self.measuring + "</body>").write(
            toFile: measured, atomically: true, encoding: .utf8)

        for dark in [false, true] {
            let dom = try Self.browse(measured, ["--dump-dom"], dark: dark)
            let json = try #require(
                dom.components(separatedBy: "<pre id=\"measured\">").dropFirst().first?.components(separatedBy: "</pre>").first)
            let found = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(found["resources"] as? Int == 0)
            #expect(found["dark"] as? Bool == dark)
            // Line heights: 16 × 1.5 and 32 × 1.25.
            #expect(found["specimens"] as? [Double] == [24, 40])
            let swatches = try #require(found["swatches"] as? [[Int]])
            #expect(swatches.count == 6)

            let shot = folder + "/shot.png"
            _ = try Self.browse(measured, ["--screenshot=\(shot)"], dark: dark)
            let points = swatches.map { "\($0[0]),\($0[1])" } + ["2,2"]
            let colours = try run("python3", ["-c", Self.pixels, shot] + points)
            #expect(colours.status == 0, "\(colours.output)")
            // Each token's light value, then its dark one, in the order of the files; then the page's own
            // background, which follows the viewer's mode.
            #expect(
                colours.output.split(separator: "\n") == [
                    "#1D1D1F", "#F5F5F7", "#FFFFFF", "#1C1C1E", "#155DFC", "#4D8BFF", dark ? "#1C1C1E" : "#FFFFFF",
                ])
        }
    }
}

/// Debian's `chromium`, where it is installed.
enum Browser {
    static let required = ProcessInfo.processInfo.environment["TOKENGEN_REQUIRE_BROWSER"] == "1"
    static let path: String? = ["chromium", "chromium-browser"].first { name in
        (try? run("sh", ["-c", "command -v \(name)"]).status) == 0
    }
}
