/// How messages and summaries write numbers.
package enum Wording {
    /// `1 key`, `1,234 keys`.
    package static func count(_ number: Int, _ noun: String) -> String {
        grouped(number) + " " + noun + (number == 1 ? "" : "s")
    }

    /// `1,234`.
    package static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// A token's number as the warnings show it: `0.5`, `4`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
