/// A plural category of Unicode CLDR. Apple's `.stringsdict` files and String Catalogs name their forms so.
package enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A text that depends on numbers, in one language: a format whose variables (`%1$#@files@`) each show one
/// of their forms, chosen by the plural category of their argument. The checked model of a plural entry,
/// whatever file it came from.
///
/// Every placeholder is written with its argument's position, in the format and in every form, so that the
/// generated code can show each placeholder on its own: a form that leaves its number out (`one: "a file"`)
/// never shifts the arguments of the others.
package struct PluralText: Sendable {
    package struct Variable: Sendable {
        package var name: String
        /// The argument (from 1) whose number chooses the form.
        package var argument: Int
        /// How the forms show that number (`%d`, `%.1f`): its plural operands are those of the number as shown.
        package var display: String
        /// The forms, their placeholders with positions; `other` is always there.
        package var forms: [PluralCategory: String]
        /// Where each form's text starts in its file.
        package var formLocations: [PluralCategory: SourceLocation]
        package var location: SourceLocation

        package init(
            name: String, argument: Int, display: String, forms: [PluralCategory: String], formLocations: [PluralCategory: SourceLocation],
            location: SourceLocation
        ) {
            (self.name, self.argument, self.display, self.forms, self.formLocations, self.location) = (
                name, argument, display, forms, formLocations, location
            )
        }
    }

    package var format: String
    package var variables: [Variable]
    /// The arguments of the whole text, by position.
    package var signature: FormatSignature
    /// What makes the text unusable: in the base language the reason its key is left out, in a translation
    /// the reason the base text shows instead (`StringsValidator` decides). Empty for almost every text.
    package var problems: [Problem] = []

    package struct Problem: Sendable {
        package var message: String
        package var location: SourceLocation

        package init(message: String, location: SourceLocation) { (self.message, self.location) = (message, location) }
    }

    package init(format: String, variables: [Variable], signature: FormatSignature, problems: [Problem] = []) {
        (self.format, self.variables, self.signature, self.problems) = (format, variables, signature, problems)
    }

    /// The `other` form of each variable of the format put in place, once (a variable inside a form stays
    /// as written, so that variables naming each other cannot make the text grow exponentially): what the
    /// doc comment shows.
    package var otherText: String {
        var text = format
        for variable in variables {
            let reference = "%\(variable.argument)$#@\(variable.name)@"
            guard let range = text.firstRange(of: reference) else { continue }
            text.replaceSubrange(range, with: variable.forms[.other] ?? "")
        }
        return text
    }

    /// How deep variables may nest (a variable in a form of a variable …): the generated code shows no deeper.
    package static let maximumNesting = 8
    /// How many variables one text may put in place, counting each use in the forms that name the most: a
    /// variable named several times in each of several nested forms multiplies them. The generated code puts
    /// no more in place.
    package static let maximumExpansions = 1_000
}
