import OpenUIKit
import Testing

// A profile header as iOS 8-era code lays it out with the Visual Format Language (Swift 5 mode):
// a views dictionary, metrics, `addConstraints` on the container, an alignment option.

final class FollowHeaderView: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.text = "Grace Hopper"
    followButton.setTitle("Follow", for: .normal)
    for subview in [avatar, nameLabel, followButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    let views: [String: Any] = ["avatar": avatar, "name": nameLabel, "follow": followButton]
    let metrics = ["side": 15, "size": 40]
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-side-[avatar(size)]-10-[name]-(>=8)-[follow]-side-|",
        options: .alignAllCenterY, metrics: metrics, views: views))
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-12-[avatar(size)]-12-|", options: [], metrics: metrics,
        views: views))
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct VisualFormatSnippetTests {
  @Test func theHeaderLaysOutFromItsFormats() {
    let header = FollowHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 64))
    header.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 15, y: 12, width: 40, height: 40))
    #expect(header.nameLabel.frame.minX == 65)
    #expect(header.nameLabel.center.y == 32)
    #expect(header.followButton.frame.maxX == 360)
    #expect(header.followButton.center.y == 32)
    #expect(header.constraints.count == 10)
  }
}
