//
//  LegacyTabBarController.m
//  LegacyApp — an older app: a centred PlusButton and too many tabs.
//

#import "LegacyTabBarController.h"

@implementation LegacyTabBarController

- (NSArray *)threeTabs {
    // Three items and a centred PlusButton: the library throws, it needs an even count.
    return @[
        @{ CYLTabBarItemTitle : @"Home", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"Feed", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"Me", CYLTabBarItemImage : @"home_normal" },
    ];
}

- (NSArray *)sixTabs {
    return @[
        @{ CYLTabBarItemTitle : @"1", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"2", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"3", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"4", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"5", CYLTabBarItemImage : @"home_normal" },
        @{ CYLTabBarItemTitle : @"6", CYLTabBarItemImage : @"home_normal" },
    ];
}

- (NSDictionary *)liveTab {
    return @{
        CYLTabBarItemTitle : @"Live",
        CYLTabBarLottieURL : [[NSBundle mainBundle] URLForResource:@"tab_live" withExtension:@"json"],
        CYLTabBarLottieDarkColors : @{ @"**.Color" : [UIColor whiteColor] },
    };
}

@end

@implementation LegacyPlusButton

+ (id)plusButton {
    LegacyPlusButton *button = [[LegacyPlusButton alloc] init];
    [button setImage:[UIImage imageNamed:@"post_normal"] forState:UIControlStateNormal];
    [button sizeToFit];
    return button;
}

// A tab of its own, but no +indexOfPlusButtonInTabBar to say where: registration raises.
+ (UIViewController *)plusChildViewController {
    return [[UIViewController alloc] init];
}

@end
