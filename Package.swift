// swift-tools-version: 6.2
import PackageDescription

/// Generated code compiles without a warning: so does its runtime.
let strictRuntime = SwiftSetting.unsafeFlags(["-warnings-as-errors"])
/// A stage sees the members of the modules it imports, not of those they import.
let stageBoundaries = SwiftSetting.enableUpcomingFeature("MemberImportVisibility")
/// The languages of the runtime's example tables, each a `.lproj` resource of `L10nBundleRuntime`.
let exampleLanguages = ["en", "de", "en-GB", "es-419", "fr-CA", "nb", "pl-PL", "pt-BR", "pt-PT", "sr-Latn", "zh-Hans", "zh-Hant"]

let package = Package(
    name: "tokengen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tokengen", targets: ["tokengen"]),
        .library(name: "TokenGenCore", targets: ["TokenGenCore"]),
        .plugin(name: "TokenGenPlugin", targets: ["TokenGenPlugin"]),
        .plugin(name: "TokenGenCommand", targets: ["TokenGenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The generator: a core library (one folder per stage), the CLI and the plugins on top of it.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // No optimization flags: the plugin builds tokengen in the app's configuration, and `-O` made every app's first
        // debug build much longer for little gain per generate (Docs/Benchmarks.md, "Measured once"); hot paths are
        // written to run well unoptimized instead (see `ByteText`, and README "Build time").
        //
        // One module per stage, each importing only the stages below it (Docs/CodeLayout.md): what both paths
        // share, then read → check → translate → render, the report, and the pipeline that joins them.
        // `MemberImportVisibility`: a member is visible only where its module is imported, so a stage cannot use
        // the types of one it does not import even through the values of another's model.
        .target(name: "TokenGenVocabulary", swiftSettings: [stageBoundaries]),
        .target(name: "TokenGenRead", dependencies: ["TokenGenVocabulary", "CYaml"], swiftSettings: [stageBoundaries]),
        .target(name: "TokenGenCheck", dependencies: ["TokenGenVocabulary", "TokenGenRead"], swiftSettings: [stageBoundaries]),
        .target(name: "TokenGenTranslate", dependencies: ["TokenGenVocabulary", "TokenGenCheck"], swiftSettings: [stageBoundaries]),
        .target(name: "TokenGenRender", dependencies: ["TokenGenVocabulary", "TokenGenTranslate"], swiftSettings: [stageBoundaries]),
        .target(
            name: "TokenGenReport", dependencies: ["TokenGenVocabulary", "TokenGenCheck", "TokenGenTranslate"],
            swiftSettings: [stageBoundaries]),
        .target(
            name: "TokenGenCore",
            dependencies: ["TokenGenVocabulary", "TokenGenRead", "TokenGenCheck", "TokenGenTranslate", "TokenGenRender", "TokenGenReport"],
            swiftSettings: [stageBoundaries]
        ),
        .executableTarget(
            name: "tokengen",
            dependencies: [
                "TokenGenCore",
                "TokenGenVocabulary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "TokenGenPlugin",
            capability: .buildTool(),
            dependencies: ["tokengen"]
        ),
        .plugin(
            name: "TokenGenCommand",
            capability: .command(
                intent: .custom(verb: "tokengen", description: "Generate the outputs of tokengen.yml into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files configured in tokengen.yml")]
            ),
            dependencies: ["tokengen"]
        ),

        .executableTarget(
            name: "tokengen-bench",
            dependencies: [
                "TokenGenVocabulary", "TokenGenRead", "TokenGenCheck", "TokenGenTranslate", "TokenGenRender", "TokenGenReport",
                "TokenGenCore",
            ]
        ),

        // The fixed part of the generated code as real Swift, which the renderers copy (see
        // Sources/L10nRuntime/L10n.swift): L10n's in both lookup modes (the same file, with an example of the
        // generated code around it), and the constants types' value types.
        .target(name: "L10nRuntime", swiftSettings: [strictRuntime]),
        .target(
            name: "L10nBundleRuntime",
            resources: exampleLanguages.map { .copy("Resources/\($0).lproj") },
            swiftSettings: [.define("BUNDLE_LOOKUP"), strictRuntime]
        ),
        .target(name: "ConstantsRuntime", swiftSettings: [strictRuntime]),
        .testTarget(name: "RuntimeTests", dependencies: ["L10nRuntime", "L10nBundleRuntime", "ConstantsRuntime"]),

        // The "Report created" screen, rendered as text from the repository's generated code (`Generated/`, a link
        // in its folder, which `tokengen check` keeps fresh), so tokengen is compiled once, not again as a plugin
        // tool. The plugin is proven by the consumer package of PluginIntegrationTests.
        .target(name: "SummaryScreen"),
        .executableTarget(
            name: "summary-preview",
            dependencies: [
                "SummaryScreen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the test targets share: the repository, the fixtures, the built tools.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "TokenGenCoreTests",
            dependencies: [
                "TokenGenVocabulary", "TokenGenRead", "TokenGenCheck", "TokenGenTranslate", "TokenGenRender", "TokenGenReport",
                "TokenGenCore",
                "L10nRuntime", "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // Generated code as an app builds it: `Generated/` holds what tokengen generates of fixtures (kept so by
        // GeneratedCodeReferenceTests) and `Repository/` links the repository's own generated code; SwiftPM
        // compiles them once, with the strictest settings tokengen promises, and the tests call them in-process.
        .testTarget(
            name: "GeneratedCodeTests",
            swiftSettings: [strictRuntime, .defaultIsolation(MainActor.self)]
        ),
        // The CLI as users and build systems run it.
        .testTarget(name: "TokenGenCLITests", dependencies: ["TestSupport"]),
        .testTarget(name: "PluginIntegrationTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "SummaryScreenTests",
            dependencies: ["SummaryScreen"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
