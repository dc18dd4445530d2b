import Foundation

// UIKit's spelling of two-index paths, for this module only: OpenUIKit declares the public one
// (Foundation on Linux has none), and a public copy here would make every use ambiguous there.
extension IndexPath {
  init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  var section: Int { self[0] }
  var item: Int { self[1] }
}
