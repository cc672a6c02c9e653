//  StopgapApp — CYLTabBarController 1.29.2 kept on the old look by UIDesignRequiresCompatibility, which only
//  iOS 26 honours.

#import "StopgapTabBarController.h"

@implementation StopgapTabBarController

- (instancetype)init {
    self = [super initWithViewControllers:[self tabViewControllers]
                    tabBarItemsAttributes:[self tabAttributes]];
    return self;
}

- (NSArray *)tabAttributes {
    return @[
        @{ CYLTabBarItemTitle : @"Home" },
        @{ CYLTabBarItemTitle : @"Explore" },
        @{ CYLTabBarItemTitle : @"Inbox" },
        @{ CYLTabBarItemTitle : @"Me" },
    ];
}

- (NSArray *)tabViewControllers {
    return @[ [UIViewController new], [UIViewController new], [UIViewController new], [UIViewController new] ];
}

@end

@implementation StopgapPlusButton

+ (id)plusButton {
    StopgapPlusButton *button = [[StopgapPlusButton alloc] init];
    button.frame = CGRectMake(0.0, 0.0, 56, 56);
    return button;
}

@end
