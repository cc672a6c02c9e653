//  A second bar whose style is chosen too late: the library has replaced its tab bar by then.

#import "SettingsTabBarController.h"

@implementation SettingsTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.tabBarStyleType = CYLTabBarStyleTypeLiquidGlass;
}

@end
