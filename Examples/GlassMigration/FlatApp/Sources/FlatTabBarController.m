//  FlatApp — CYLTabBarController 1.99.45 with UIDesignRequiresCompatibility: FlatDesign on iOS 27.

#import "FlatTabBarController.h"

@implementation FlatTabBarController

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

@implementation FlatPlusButton

+ (id)plusButton {
    FlatPlusButton *button = [[FlatPlusButton alloc] init];
    button.frame = CGRectMake(0.0, 0.0, 56, 56);
    return button;
}

@end
