// swift-tools-version:6.0
// A package that checks its tab bar as it builds: `swift build` runs `tabls check` on the `Tabs` target through
// tabls' build tool plugin and prints its findings as warnings; `swift package tabls` runs the command plugin.
// In a project of your own, depend on tabls by URL: `.package(url: "https://…/tabls.git", from: "0.1.0")`.
import PackageDescription

let package = Package(
  name: "PluginApp",
  dependencies: [.package(name: "tabls", path: "../..")],
  targets: [
    .target(name: "Tabs", plugins: [.plugin(name: "TablsBuildToolPlugin", package: "tabls")])
  ]
)
