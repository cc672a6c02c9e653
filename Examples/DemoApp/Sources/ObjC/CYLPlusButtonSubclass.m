//
//  CYLPlusButtonSubclass.m
//  DemoApp — the raised "post" button in the middle of the tab bar.
//

#import "CYLPlusButtonSubclass.h"

@implementation CYLPlusButtonSubclass

+ (void)load {
    // The library's README: registering from +load crashes on iOS 10; do it in the app delegate.
    [super registerPlusButton];
}

+ (id)plusButton {
    CYLPlusButtonSubclass *button = [[CYLPlusButtonSubclass alloc] init];
    UIImage *normalButtonImage = [UIImage imageNamed:@"post_normal"];
    [button setImage:normalButtonImage forState:UIControlStateNormal];
    [button setTitle:CYLLocalizedString(@"发布") forState:UIControlStateNormal];
    button.frame = CGRectMake(0.0, 0.0, 60, 60);
    [button addTarget:button action:@selector(clickPublish) forControlEvents:UIControlEventTouchUpInside];
    return button;
}

+ (NSUInteger)indexOfPlusButtonInTabBar {
    return 2;
}

+ (CGFloat)multiplierOfTabBarHeight:(CGFloat)tabBarHeight {
    return 0.3;
}

+ (CGFloat)constantOfPlusButtonCenterYOffsetForTabBarHeight:(CGFloat)tabBarHeight {
    return -10;
}

@end
