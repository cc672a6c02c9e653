//
//  AppDelegate.m
//  DemoApp
//

#import "AppDelegate.h"
#import "MainTabBarController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [CYLTabBarController cyl_darkImageNameSuffix];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[MainTabBarController alloc] initWithContext:@"main"];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
