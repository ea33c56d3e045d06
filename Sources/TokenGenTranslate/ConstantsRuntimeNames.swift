// Generated from Sources/ConstantsRuntime/DesignTokens.swift by Scripts/runtime-templates.py. Do not edit: change that file and run
// Scripts/runtime-templates.py

/// The types and the members the templates of `Sources/ConstantsRuntime/DesignTokens.swift` declare in the generated type
/// (`ConstantsRuntimeTemplate`), which no key or token may take.
package enum ConstantsRuntimeNames {
    package static let declaredTypes: Set<String> = ["AdaptiveColor", "AdaptiveValue", "Border", "Color", "CubicBezier", "Font", "Gradient", "Shadow", "StrokeStyle", "Transition"]
    package static let declaredMembers: Set<String> = []
}
