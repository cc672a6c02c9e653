import Foundation
import TablsKit

exit(Tabls.run(Array(CommandLine.arguments.dropFirst())))
