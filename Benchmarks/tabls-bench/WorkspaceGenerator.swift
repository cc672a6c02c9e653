import Foundation

/// `tabls-bench gen-workspace DIR [--files N] [--imagesets N] [--languages N] [--keys N]`: a synthetic iOS
/// workspace shaped like a large app — ObjC and Swift sources with tab bar set-ups (some with mistakes, half with an
/// image no catalog has),
/// an asset catalog with light/dark image sets, `.lproj` string tables — plus `Big/LongTabs.m`, a
/// 5,000-line file for editing latency.
enum WorkspaceGenerator {
  static func run(_ arguments: [String]) {
    guard let directory = arguments.first, !directory.hasPrefix("-") else {
      print("usage: tabls-bench gen-workspace DIR [--files N] [--imagesets N] [--languages N] [--keys N]")
      exit(2)
    }
    let files = option("--files", in: arguments).flatMap(Int.init) ?? 10_000
    let imageSets = option("--imagesets", in: arguments).flatMap(Int.init) ?? 2_000
    let languages = option("--languages", in: arguments).flatMap(Int.init) ?? 33
    let keys = option("--keys", in: arguments).flatMap(Int.init) ?? 2_000
    let started = now()
    generate(at: directory, files: files, imageSets: imageSets, languages: languages, keys: keys)
    print(
      "generated \(directory): \(files) sources, \(imageSets) image sets, \(languages) × \(keys) strings in \(format(now() - started, 2)) s"
    )
  }

  static func write(_ path: String, _ text: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func mkdir(_ path: String) {
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  static func generate(at root: String, files: Int, imageSets: Int, languages: Int, keys: Int) {
    mkdir(root + "/Assets.xcassets")
    write(root + "/.tabls.json", "{}\n")  // the project root, wherever the workspace is generated
    write(root + "/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    for set in 0..<imageSets {
      let folder = root + "/Assets.xcassets/icon_\(set).imageset"
      mkdir(folder)
      var images = [
        #"{"filename":"icon_\#(set)@2x.png","idiom":"universal","scale":"2x"}"#,
        #"{"filename":"icon_\#(set)@3x.png","idiom":"universal","scale":"3x"}"#,
      ]
      if set % 2 == 0 {
        images.append(
          #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"icon_\#(set)_d@3x.png","idiom":"universal","scale":"3x"}"#
        )
      }
      write(
        folder + "/Contents.json",
        #"{"images":[\#(images.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#)
    }
    for language in 0..<languages {
      let folder = root + "/Resources/lang\(language).lproj"
      mkdir(folder)
      var table = "/* generated */\n"
      for key in 0..<keys { table += "\"key_\(key)\" = \"value \(key) in language \(language)\";\n" }
      write(folder + "/Localizable.strings", table)
    }
    let perFolder = 500
    for file in 0..<files {
      let folder = root + "/Sources/Module\(file / perFolder)"
      if file % perFolder == 0 { mkdir(folder) }
      let swift = file % 3 == 0
      write(folder + "/Screen\(file)" + (swift ? ".swift" : ".m"), source(file, imageSets: imageSets, swift: swift))
    }
    mkdir(root + "/Big")
    write(root + "/Big/LongTabs.m", longSource(lines: 5_000, imageSets: imageSets))
  }

  /// A screen with a 4-item tab bar; every 50th file has a typo'd key, every 7th an image without dark. Half the
  /// files name an image that no catalog has, as large apps do: a near miss of a real name (every 4th file) or a
  /// name unlike any (the next), so did-you-mean runs thousands of times.
  static func source(_ file: Int, imageSets: Int, swift: Bool) -> String {
    func image(_ item: Int) -> String {
      let set = (file * 4 + item * (file % 2 == 0 ? 2 : 1)) % imageSets
      if file % 4 == 0 && item == 1 { return "icom_\(set)" }
      if file % 4 == 1 && item == 2 { return "legacy_banner_\(file)" }
      return "icon_\(set)"
    }
    let titleKey = file % 50 == 0 ? "CYLTabBarItemTitel" : "CYLTabBarItemTitle"
    var text = "// Screen \(file)\n"
    if swift {
      text += "import UIKit\n\nfinal class Screen\(file)Controller: UIViewController {\n"
      text += "  func tabAttributes() -> [[String: Any]] {\n    return [\n"
      for item in 0..<4 {
        text += "      [\n        \(titleKey): NSLocalizedString(\"key_\(item)\", comment: \"\"),\n"
        text +=
          "        CYLTabBarItemImage: \"\(image(item))\",\n        CYLTabBarItemSelectedImage: \"\(image(item + 1))\",\n"
        text += "        CYLTabBarItemIdentifier: \"tab\(item)\",\n      ],\n"
      }
      text += "    ]\n  }\n"
      for helper in 0..<20 {
        text += "  func helper\(helper)(_ value: Int) -> Int { return value * \(helper) + \(file) }\n"
      }
      text += "}\n"
    } else {
      text += "#import \"Screen\(file).h\"\n\n@implementation Screen\(file)Controller\n\n- (NSArray *)tabAttributes {\n"
      for item in 0..<4 {
        text += "    NSDictionary *item\(item) = @{\n        \(titleKey) : CYLLocalizedString(@\"key_\(item)\"),\n"
        text +=
          "        CYLTabBarItemImage : @\"\(image(item))\",\n        CYLTabBarItemSelectedImage : @\"\(image(item + 1))\",\n"
        text += "        CYLTabBarItemIdentifier : @\"tab\(item)\",\n    };\n"
      }
      text += "    return @[ item0, item1, item2, item3 ];\n}\n\n"
      for helper in 0..<20 {
        text += "- (NSInteger)helper\(helper):(NSInteger)value { return value * \(helper) + \(file); }\n"
      }
      text += "\n@end\n"
    }
    return text
  }

  /// A long Objective-C file: many methods, and tab bar set-ups spread through it.
  static func longSource(lines: Int, imageSets: Int) -> String {
    var text = "#import \"LongTabs.h\"\n\n@implementation LongTabs\n\n"
    var count = 4
    var block = 0
    while count < lines - 2 {
      if block % 10 == 0 {
        text += "- (NSArray *)tabs\(block) {\n    return @[\n"
        for item in 0..<4 {
          text +=
            "        @{ CYLTabBarItemTitle : @\"T\(item)\", CYLTabBarItemImage : @\"icon_\((block + item) % imageSets)\" },\n"
        }
        text += "    ];\n}\n\n"
        count += 9
      } else {
        text += "- (NSInteger)compute\(block):(NSInteger)value {\n    NSInteger result = value;\n"
        text +=
          "    for (NSInteger i = 0; i < \(block % 17 + 3); i++) { result += i * \(block); }\n    return result;\n}\n\n"
        count += 6
      }
      block += 1
    }
    return text + "@end\n"
  }
}
