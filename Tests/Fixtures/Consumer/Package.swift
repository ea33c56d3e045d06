// swift-tools-version: 6.1
// A package that uses tokengen the way a team would: by path, with the build-tool plugin on its targets.
import PackageDescription

let package = Package(
    name: "Consumer",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "tokengen", path: "../../.."),
    ],
    targets: [
        // Bundle mode: the .lproj tables are resources of the target, read through Bundle.module.
        .executableTarget(
            name: "BundleApp",
            exclude: ["tokengen.yml", "design.tokens.yml"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]
        ),
        // Embedded mode: every language compiled into the generated file, no resources.
        .executableTarget(
            name: "EmbeddedApp",
            exclude: ["tokengen.yml", "design.tokens.yml", "Strings"],
            plugins: [.plugin(name: "TokenGenPlugin", package: "tokengen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
