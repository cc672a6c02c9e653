let tabs = [[CYLTabBarItemTitel: "Home"], [CYLTabBarItemTitle: "Me"]]
