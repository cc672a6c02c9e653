//
//  DiscoverTabBarController.swift
//  DemoApp — the same library from Swift, with a Lottie tab whose dark colours went stale.
//

import CYLTabBarController
import UIKit

final class DiscoverTabBarController: CYLTabBarController {
  static func make() -> DiscoverTabBarController {
    let discoverLottie = Bundle.main.url(forResource: "tab_discover", withExtension: "json")
    let attributes: [[String: Any]] = [
      [
        CYLTabBarItemTitle: NSLocalizedString("首页", comment: "tab title"),
        CYLTabBarItemImage: "home_normal",
        CYLTabBarItemSelectedImage: "home_highlight",
      ],
      [
        CYLTabBarItemTitle: NSLocalizedString("发现", comment: "tab title"),
        CYLTabBarLottieURL: discoverLottie as Any,
        CYLTabBarLottieSize: NSValue(cgSize: CGSize(width: 33, height: 33)),
        CYLTabBarLottieDarkColors: [
          "Icon_Discover_Normal.**.Color": UIColor.white,  // the layer is now Icon_Discover_Base
          "**.Fill 1.Color": UIColor.lightGray,
          "Icon_Discover_Base.Wave": UIColor.white,  // a group, not a colour property
        ],
      ],
      [
        CYLTabBarItemTitle: "Compass",  // a bare literal in an app with three languages
        CYLTabBarItemImage: UIImage(named: "Discover/compass") as Any,  // a UIImage keeps its original colours
        CYLTabBarItemSelectedImage: traitCollection.userInterfaceStyle == .dark
          ? "Discover/compass_selected" : "Discover/compass_selected",  // chosen once, never follows Dark Mode
        CYLTabBarItemImage: "Discover/compass",  // duplicate key
      ],
      [
        CYLTabBarItemTitle: NSLocalizedString("我的", comment: "tab title"),
        CYLTabBarItemImage: "mine_normal",
        CYLTabBarItemSelectedImage: "mine_hightlight",  // typo: mine_highlight
        CYLTabBarLottieURL: "tab_mine.json",  // a String where an NSURL is needed
        CYLTabBarItemIdentifier: "mine",
      ],
      [
        CYLTabBarItemTitle: NSLocalizedString("消息", comment: "tab title"),
        CYLTabBarItemImage: "home_normal",
        CYLTabBarItemSelectedImage: "home_highlight",
        // A dark animation without a light one is never played.
        CYLTabBarLottieDarkURL: Bundle.main.url(forResource: "tab_fishpond_dark", withExtension: "json") as Any,
        CYLTabBarItemIdentifier: "mine",  // already used by the tab before
      ],
    ]
    let controllers = attributes.map { _ in UINavigationController(rootViewController: UIViewController()) }
    return DiscoverTabBarController(viewControllers: controllers, tabBarItemsAttributes: attributes)
  }
}
