// Generated from Sources/ConstantsRuntime/DesignTokens.swift by RuntimeTemplateTests. Do not edit: change that file and run
// TOKENGEN_UPDATE_REFERENCES=1 swift test --filter RuntimeTemplateTests

/// The types and the members the templates of `Sources/ConstantsRuntime/DesignTokens.swift` declare in the generated type
/// (`ConstantsRuntimeTemplate`), which no key or token may take.
package enum ConstantsRuntimeNames {
    package static let declaredTypes: Set<String> = ["AdaptiveColor", "AdaptiveValue", "Border", "Color", "CubicBezier", "Font", "Gradient", "Shadow", "StrokeStyle", "Transition"]
    package static let declaredMembers: Set<String> = []
}
