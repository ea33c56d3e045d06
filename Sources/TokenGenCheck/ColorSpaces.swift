#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TokenGenVocabulary
import TokenGenRead

/// The colour spaces of the Design Tokens Color module, converted to what Apple's platforms draw: sRGB when
/// the colour is inside it, else Display P3. The maths and matrices are CSS Color 4's.
package enum ColorSpaces {
    /// A component of a space: its name, as warnings name it, and the range an author may write.
    struct Component {
        var name: String
        var range: ClosedRange<Double>
    }

    /// Each space's components.
    static let components: [String: [Component]] = {
        let unit = 0.0...1.0, hue = 0.0...360.0, percent = 0.0...100.0,
            any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        let positive = 0.0...Double.greatestFiniteMagnitude
        func space(_ names: [String], _ ranges: [ClosedRange<Double>]) -> [Component] { zip(names, ranges).map(Component.init) }
        var spaces: [String: [Component]] = [:]
        for name in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
            spaces[name] = space(["red", "green", "blue"], [unit, unit, unit])
        }
        spaces["hsl"] = space(["hue", "saturation", "lightness"], [hue, percent, percent])
        spaces["hwb"] = space(["hue", "whiteness", "blackness"], [hue, percent, percent])
        spaces["lab"] = space(["lightness", "a", "b"], [percent, any, any])
        spaces["lch"] = space(["lightness", "chroma", "hue"], [percent, positive, hue])
        spaces["oklab"] = space(["lightness", "a", "b"], [unit, any, any])
        spaces["oklch"] = space(["lightness", "chroma", "hue"], [unit, positive, hue])
        for name in ["xyz-d65", "xyz-d50"] { spaces[name] = space(["x", "y", "z"], [any, any, any]) }
        return spaces
    }()

    package static var names: [String] { components.keys.sorted() }

    /// `#RRGGBB` of components in 0…1.
    package static func hex(_ components: [Double]) -> String {
        "#"
            + components.map { component -> String in
                let byte = String(Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
                return byte.count == 1 ? "0" + byte : byte
            }.joined()
    }

    /// A colour whose conversion leaves the finite numbers (an overflow gives an infinity, then NaN): which
    /// component of `space` takes it there, the largest in size, and its value.
    package struct Unconvertible: Error {
        package var component: String
        package var value: Double

        init(_ space: String, _ c: [Double]) {
            let index = c.indices.max { abs(c[$0]) < abs(c[$1]) }!
            component = components[space]?[index].name ?? "component \(index + 1)"
            value = c[index]
        }
    }

    /// The colour as gamma-encoded components in "srgb" or "display-p3", clamped to 0…1; `clipped` is true
    /// when it lay outside Display P3 too. Every number of the conversion is finite, or the colour is
    /// `Unconvertible`: a colour is right or left out, never the black that NaN would clamp to.
    static func displayable(_ space: String, _ c: [Double]) throws(Unconvertible) -> (space: String, components: [Double], clipped: Bool) {
        switch space {
        case "srgb", "display-p3": return try finite((space, c, false), space, c)
        case "hsl": return try finite(("srgb", hsl(c[0], c[1] / 100, c[2] / 100), false), space, c)
        case "hwb": return try finite(("srgb", hwb(c[0], c[1] / 100, c[2] / 100), false), space, c)
        default: break
        }
        return try displayable(xyz: xyzD65(space, c), space, c)
    }

    /// Like `displayable`, but a colour computed in "srgb" or "display-p3" is also clamped, and one in
    /// Display P3 that lies inside sRGB becomes sRGB, as a colour of any other space does.
    static func nearestDisplayable(
        _ space: String, _ c: [Double]
    ) throws(Unconvertible) -> (space: String, components: [Double], clipped: Bool) {
        switch space {
        case "srgb": return try displayable(xyz: multiply(linearSRGBToXYZ, c.map(decode)), space, c)
        case "display-p3": return try displayable(xyz: multiply(linearP3ToXYZ, c.map(decode)), space, c)
        default: return try displayable(space, c)
        }
    }

    /// `shown`, if its components are finite. Each conversion's last numbers are finite only if every number
    /// before them was: an infinity anywhere becomes an infinity or NaN in the matrices' sums.
    private static func finite(
        _ shown: (space: String, components: [Double], clipped: Bool), _ space: String, _ c: [Double]
    ) throws(Unconvertible) -> (space: String, components: [Double], clipped: Bool) {
        guard shown.components.allSatisfy(\.isFinite) else { throw Unconvertible(space, c) }
        return shown
    }

    private static func displayable(
        xyz: [Double], _ space: String, _ c: [Double]
    ) throws(Unconvertible) -> (space: String, components: [Double], clipped: Bool) {
        // Checked before the clamp, which would make an infinity 1 and NaN 0.
        let linearSRGB = multiply(xyzToLinearSRGB, xyz)
        guard (xyz + linearSRGB).allSatisfy(\.isFinite) else { throw Unconvertible(space, c) }
        let tolerance = 1e-9
        if linearSRGB.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) {
            return ("srgb", linearSRGB.map { clamp(encode($0)) }, false)
        }
        let linearP3 = multiply(xyzToLinearP3, xyz)
        guard linearP3.allSatisfy(\.isFinite) else { throw Unconvertible(space, c) }
        let clipped = !linearP3.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
        return ("display-p3", linearP3.map { clamp(encode($0)) }, clipped)
    }

    private static func xyzD65(_ space: String, _ c: [Double]) -> [Double] {
        switch space {
        case "srgb-linear": return multiply(linearSRGBToXYZ, c)
        case "a98-rgb": return multiply(linearA98ToXYZ, c.map { sign($0) * pow(abs($0), 563.0 / 256) })
        case "prophoto-rgb":
            let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : sign($0) * pow(abs($0), 1.8) }
            return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, linear))
        case "rec2020":
            // BT.1886's display gamma 2.4, which CSS Color 4 adopted in 2025 (csswg-drafts #12574).
            return multiply(linearRec2020ToXYZ, c.map { sign($0) * pow(abs($0), 2.4) })
        case "lab": return multiply(d50ToD65, labToXYZD50(c))
        case "lch": return multiply(d50ToD65, labToXYZD50(polarToCartesian(c)))
        case "oklab": return oklabToXYZ(c)
        case "oklch": return oklabToXYZ(polarToCartesian(c))
        case "xyz-d50": return multiply(d50ToD65, c)
        default: return c // xyz-d65
        }
    }

    /// A colour as `displayable` gives it ("srgb" or "display-p3") in "srgb", "display-p3", "hsl" (hue, and
    /// saturation and lightness in percent) or "lch" (CIE LCH, D50): the way back, for Tokens Studio's colour
    /// modifiers, which compute in the space the designer chose. An achromatic colour's hue is nan.
    package static func converted(_ c: [Double], from space: String, to target: String) -> [Double] {
        if space == target { return c }
        if space == "srgb", target == "hsl" { return hslFromSRGB(c) }
        let xyz = multiply(space == "display-p3" ? linearP3ToXYZ : linearSRGBToXYZ, c.map(decode))
        switch target {
        case "display-p3": return multiply(xyzToLinearP3, xyz).map(encode)
        case "hsl": return hslFromSRGB(multiply(xyzToLinearSRGB, xyz).map(encode))
        case "lch":
            let lab = labFromXYZD50(multiply(d65ToD50, xyz))
            let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
            let hue = atan2(lab[2], lab[1]) * 180 / .pi
            return [lab[0], chroma, chroma < 0.0015 ? .nan : (hue < 0 ? hue + 360 : hue)]
        default: return multiply(xyzToLinearSRGB, xyz).map(encode)
        }
    }

    private static func hslFromSRGB(_ c: [Double]) -> [Double] {
        let high = c.max()!, low = c.min()!, lightness = (high + low) / 2, range = high - low
        guard range > 0 else { return [.nan, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case c[0]: hue = (c[1] - c[2]) / range + (c[1] < c[2] ? 6 : 0)
        case c[1]: hue = (c[2] - c[0]) / range + 2
        default: hue = (c[0] - c[1]) / range + 4
        }
        hue *= 60
        return [hue >= 360 ? hue - 360 : hue, saturation * 100, lightness * 100]
    }

    private static func labFromXYZD50(_ xyz: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let f = zip(xyz, white).map { value, reference -> Double in
            let x = value / reference
            return x > epsilon ? cbrt(x) : (kappa * x + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    /// The sRGB (and Display P3) transfer function's inverse.
    private static func decode(_ x: Double) -> Double {
        abs(x) > 0.04045 ? sign(x) * pow((abs(x) + 0.055) / 1.055, 2.4) : x / 12.92
    }

    private static func inverted(_ m: [[Double]]) -> [[Double]] {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2]), (d, e, f) = (m[1][0], m[1][1], m[1][2]), (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ]
    }

    private static func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }
    /// Into 0…1.
    private static func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }

    /// The sRGB (and Display P3) transfer function.
    private static func encode(_ x: Double) -> Double {
        abs(x) > 0.0031308 ? sign(x) * (1.055 * pow(abs(x), 1 / 2.4) - 0.055) : 12.92 * x
    }

    private static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
        let a = saturation * min(lightness, 1 - lightness)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    private static func hwb(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hsl(hue, 1, 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    private static func polarToCartesian(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    private static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToXYZ(_ lab: [Double]) -> [Double] {
        multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private static let linearSRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    private static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let xyzToLinearP3: [[Double]] = [
        [2.4934969119414254, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    private static let linearA98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let linearProPhotoToXYZD50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    private static let linearRec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
    private static let linearP3ToXYZ = inverted(xyzToLinearP3)
    private static let d65ToD50 = inverted(d50ToD65)
    /// Bradford chromatic adaptation from the D50 white to D65.
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    private static let oklabToLMS: [[Double]] = [
        [1.0, 0.3963377773761749, 0.2158037573099136],
        [1.0, -0.1055613458156586, -0.0638541728258133],
        [1.0, -0.0894841775298119, -1.2914855480194092],
    ]
    private static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
