//
//  MainTabBarController.m
//  DemoApp — a CYLTabBarController set-up with the mistakes tabls is meant to catch.
//

#import "MainTabBarController.h"
#import <CYLTabBarController/CYLTabBarController.h>
#import <Lottie/Lottie.h>

@implementation MainTabBarController

- (instancetype)initWithContext:(NSString *)context {
    UIEdgeInsets imageInsets = UIEdgeInsetsZero;
    UIOffset titlePositionAdjustment = UIOffsetMake(0, -3.5);
    self = [super initWithViewControllers:[self viewControllersForTabBar]
                    tabBarItemsAttributes:[self tabBarItemsAttributesForTabBar]
                              imageInsets:imageInsets
                  titlePositionAdjustment:titlePositionAdjustment
                                  context:context];
    return self;
}

- (NSArray *)tabBarItemsAttributesForTabBar {
    NSDictionary *homeAttributes = @{
        CYLTabBarItemTitle : CYLLocalizedString(@"首页"),
        CYLTabBarItemImage : @"home_normal",
        CYLTabBarItemSelectedImage : @"home_highlight",
        CYLTabBarItemIdentifier : @"home",
    };
    NSDictionary *fishpondAttributes = @{
        CYLTabBarItemTitle : CYLLocalizedString(@"鱼塘"),
        CYLTabBarLottieURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab_fishpond" ofType:@"json"]],
        CYLTabBarLottieDarkURL : [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource:@"tab_fishpond_night" ofType:@"json"]],  // another animation, not a recolour
        CYLTabBarLottieSize : [NSValue valueWithCGSize:CGSizeMake(33, 33)],
        CYLTabBarItemIdentifier : @"fishpond",
    };
    NSDictionary *messageAttributes = @{
        CYLTabBarItemTitel : CYLLocalizedString(@"消息"),   // typo: CYLTabBarItemTitle
        CYLTabBarItemImage : @"message_normal",             // no dark variant anywhere
        CYLTabBarItemSelectedImage : @"message_highlight",  // dark through message_highlight_dark
        CYLTabBarItemIdentifier : @"message",
    };
    NSDictionary *mineAttributes = @{
        CYLTabBarItemTitle : CYLLocalizedString(@"我的"),
        CYLTabBarItemImage : @"mine_normal",
        CYLTabBarItemSelectedImage : @"mine_highlight",
        CYLTabBarItemDarkImage : @"mine_normal_night",      // not in the asset catalog
        CYLTabBarItemIdentifier : @"mine",
        CYLTabBarItemImageInsets : [NSValue valueWithUIEdgeInsets:UIEdgeInsetsMake(2, 0, -2, 0)],
        CYLTabBarItemTitlePositionAdjustment : [NSValue valueWithUIOffset:UIOffsetMake(0, -2)],
    };
    NSArray *tabBarItemsAttributes = @[
        homeAttributes,
        fishpondAttributes,
        messageAttributes,
        mineAttributes,
    ];
    return tabBarItemsAttributes;
}

- (NSArray *)viewControllersForTabBar {
    return @[
        [[CYLBaseNavigationController alloc] initWithRootViewController:[HomeViewController new]],
        [[CYLBaseNavigationController alloc] initWithRootViewController:[FishpondViewController new]],
        [[CYLBaseNavigationController alloc] initWithRootViewController:[MessageViewController new]],
        [[CYLBaseNavigationController alloc] initWithRootViewController:[MineViewController new]],
    ];
}

- (void)showMessages {
    [self cyl_selectTabBarItemWithIdentifier:@"message"];
    [self cyl_selectTabBarItemWithIdentifier:@"messages"];  // no tab has this identifier
}

// Keeps the PlusButton selected: it never calls updateSelectionStatusIfNeededForTabBarController:….
- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {
    return YES;
}

@end
