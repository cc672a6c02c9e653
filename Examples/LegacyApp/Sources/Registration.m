//
//  Registration.m
//  LegacyApp — two PlusButtons for one tab bar: the second registration replaces the first.
//

#import "LegacyTabBarController.h"

@implementation LegacyLivePlusButton

+ (id)plusButton {
    return [[LegacyLivePlusButton alloc] init];
}

@end

@implementation LegacyAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [LegacyPlusButton registerPlusButton];
    [LegacyLivePlusButton registerPlusButton];  // same (default) context: replaces LegacyPlusButton
    return YES;
}

@end
