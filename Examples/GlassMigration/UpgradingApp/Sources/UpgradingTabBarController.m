//  UpgradingApp — CYLTabBarController 1.99.40: Liquid Glass on iOS 27, one release short of the README's ask.

#import "UpgradingTabBarController.h"

@implementation UpgradingTabBarController

+ (instancetype)makeTabBarController {
    UpgradingTabBarController *controller =
        [UpgradingTabBarController tabBarControllerWithViewControllers:[self tabViewControllers]
                                                 tabBarItemsAttributes:[self tabAttributes]];
    controller.tabBarHeight = 60;
    [controller.viewControllers[2] cyl_showBadgeValue:@"3" animationType:CYLBadgeAnimationTypeNone];
    return controller;
}

+ (NSArray *)tabAttributes {
    return @[
        @{ CYLTabBarItemTitle : @"Home" },
        @{ CYLTabBarItemTitle : @"Explore", CYLTabBarItemImagePositionAdjustment : [NSValue valueWithUIOffset:UIOffsetMake(0, -2)] },
        @{ CYLTabBarItemTitle : @"Inbox" },
        @{ CYLTabBarItemTitle : @"Me" },
    ];
}

+ (NSArray *)tabViewControllers {
    return @[ [UIViewController new], [UIViewController new], [UIViewController new], [UIViewController new] ];
}

@end

@implementation UpgradingPlusButton

+ (id)plusButton {
    UpgradingPlusButton *button = [[UpgradingPlusButton alloc] init];
    button.frame = CGRectMake(0.0, 0.0, 56, 56);
    return button;
}

+ (NSUInteger)indexOfPlusButtonInTabBar {
    return 0;
}

@end
