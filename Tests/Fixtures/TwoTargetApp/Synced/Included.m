NSArray *tabs = @[ @{ CYLTabBarItemTitel : @"Home" }, @{ CYLTabBarItemTitle : @"Me" } ];
