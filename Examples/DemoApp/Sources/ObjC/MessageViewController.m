//
//  MessageViewController.m
//  DemoApp — the messages tab.
//

#import "MessageViewController.h"

@implementation MessageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"消息";  // also rewrites the tab's title, which then flickers (FAQ #258)
}

@end
