/// The keys' `LocalizedStringResource` members, after the accessors of each keys file: one extension, empty too
/// (as the root's, so that a new key never changes the file's list of declarations), on Apple platforms only,
/// where Foundation has the type.
extension L10nRenderer {
    /// The OS versions that have `LocalizedStringResource`.
    static let resourceAvailability = "@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)"

    mutating func resources(of shard: L10nModel.Shard) {
        let keys = model.enums.keys(of: shard).filter { model.resourceNames[$0.value] != nil && model.body(of: $0) != nil }
        line()
        line("#if canImport(Darwin)")
        line(Self.resourceAvailability)
        guard !keys.isEmpty else {
            line("nonisolated extension LocalizedStringResource {}")
            line("#endif")
            return
        }
        line("nonisolated extension LocalizedStringResource {")
        indent = "    "
        for (number, key) in keys.enumerated() {
            if number > 0 { line() }
            resource(model.resourceNames[key.value]!, key, body: model.body(of: key)!)
        }
        line("}")
        line("#endif")
    }

    /// A member with the accessor's doc comment and parameters (a `String` for `%@`), whose default value is the
    /// base text: read from the shard's texts file, or written here where the accessor holds its texts.
    mutating func resource(_ name: String, _ key: KeyNumber, body: L10nModel.Body) {
        docComment(key, body)
        let parameters = model.signature(of: key).parameters
        append(contentsOf: indent)
        append(contentsOf: access)
        if parameters.isEmpty, !body.isPlural {
            append("static var ")
            append(contentsOf: name)
            append(": LocalizedStringResource {")
        } else {
            append("static func ")
            append(contentsOf: name)
            append("(")
            for (index, type) in parameters.enumerated() {
                append(index == 0 ? "_ p" : ", _ p")
                output.append(number: index + 1)
                append(": ")
                append(contentsOf: type == .object ? "Swift.String" : parameterType(type))
            }
            append(") -> LocalizedStringResource {")
        }
        let inner = "\n" + indent + "    "
        switch body {
        case .indexed(let shard, let index):
            append(contentsOf: parameters.isEmpty ? " " : inner)
            resourceCall(key, parameters) { writer in
                writer.output.append(number: shard.value)
                writer.append(", ")
                writer.output.append(number: index)
            }
            append(contentsOf: parameters.isEmpty ? " }\n" : "\n" + indent + "}\n")
        case .plural:
            append(contentsOf: inner)
            resourceCall(key, parameters) { $0.defaultValue(key, plural: true, device: nil) }
            append(contentsOf: "\n" + indent + "}\n")
        case .perPlatform(let platforms, let plural):
            for (index, platform) in platforms.enumerated() {
                append(contentsOf: index == 0 ? inner + "#if " : inner + "#elseif ")
                append(contentsOf: platform.condition)
                append(contentsOf: inner + "return ")
                resourceCall(key, parameters) { $0.defaultValue(key, plural: plural, device: platform.devices) }
            }
            append(contentsOf: inner + "#else" + inner + "return ")
            resourceCall(key, parameters) { $0.defaultValue(key, plural: plural, device: nil) }
            append(contentsOf: inner + "#endif\n" + indent + "}\n")
        }
    }

    /// `L10n.__resource("key", "Table", <source of the default value>, <arguments>)`.
    mutating func resourceCall(_ key: KeyNumber, _ parameters: [PlaceholderType], source: (inout L10nRenderer) -> Void) {
        append(contentsOf: root)
        append(".__resource(")
        appendKeyLiteral(model.baseText(key))
        append(", ")
        appendLiteral(model.tableName(of: key))
        append(", ")
        source(&self)
        for (index, type) in parameters.enumerated() {
            let parameter = "p" + String(index + 1)
            switch type {
            case .object: append(", .string("); append(contentsOf: parameter); append(")")
            case .uint: append(", .unsigned("); append(contentsOf: parameter); append(".__unsigned)")
            case .double: append(", .double("); append(contentsOf: parameter); append(".__double)")
            case .int: append(", .int("); append(contentsOf: parameter); append(")")
            default: append(", .int(Swift.Int("); append(contentsOf: parameter); append("))")
            }
        }
        append(")")
    }

    /// `plural: "…"` or `text: "…"`: the base text the accessor holds, for the platform's devices.
    mutating func defaultValue(_ key: KeyNumber, plural: Bool, device: [String]?) {
        let base = model.text(key, language: .base, device: device)!
        if plural {
            append("plural: ")
            pluralLiteral(base.text, percents: base.percents)
        } else {
            append("text: ")
            appendValueLiteral(base.text, percents: base.percents)
        }
    }
}
