//
//  OnboardingTabBarController.m
//  DemoApp — a one-tab bar shown during onboarding. The app's PlusButton (index 2) does not fit in it.
//

#import "OnboardingTabBarController.h"

@implementation OnboardingTabBarController

- (NSArray *)tabBarItemsAttributes {
    return @[
        @{
            CYLTabBarItemTitle : CYLLocalizedString(@"首页"),
            CYLTabBarItemImage : @"home_normal",
            CYLTabBarItemSelectedImage : @"home_highlight",
        },
    ];
}

@end
