//
//  AnchoredTabsController.swift
//  DemoApp — A. Dorgans' TabBarController, anchored to the left, wired to Main.storyboard.
//

import TabBarController
import UIKit

final class AnchoredTabsController: TabBarController {
  override var storyboardSeguesCount: Int { 4 }  // Main.storyboard only has tab0…tab2

  static func make(controllers: [UIViewController]) -> TabBarController {
    TabBarController(viewControllers: controllers, tabBar: SideTabBar(), anchor: .left)
  }
}
