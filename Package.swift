// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "tokengen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tokengen", targets: ["tokengen"]),
        .library(name: "TokenGenCore", targets: ["TokenGenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TokenGenCore", dependencies: ["CYaml"]),
        .executableTarget(
            name: "tokengen",
            dependencies: [
                "TokenGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TokenGenCoreTests",
            dependencies: ["TokenGenCore"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
