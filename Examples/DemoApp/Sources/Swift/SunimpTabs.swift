//
//  SunimpTabs.swift
//  DemoApp — the same tabs with sunimp/TabBar.
//

import TabBar
import UIKit

final class SunimpTabsController: TabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let items = [
      TabBarItem(title: "首页", image: UIImage(named: "home_normal")),
      TabBarItem(title: "消息", image: UIImage(named: "message_normal")),
      TabBarItem(title: "我的", image: UIImage(named: "mine_nomal")),
    ]
    let controllers = [HomeViewController(), MessageViewController()]
    setViewControllers(controllers, items: items)
  }
}
