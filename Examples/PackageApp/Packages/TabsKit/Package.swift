// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TabsKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TabsKit", targets: ["TabsKit"])],
    targets: [
        .target(name: "TabsKit", resources: [.process("Resources")])
    ]
)
