// Seed 002, "Adding shadow effects to UITableView using CAGradientLayer" (Cocoa with Love, 2009):
// the article's ShadowedTableView, GradientView and ClearLabelsCellView, translated line by line
// from Objective-C to Swift; `import OpenUIKit` is the only platform change.
import OpenUIKit

let SHADOW_HEIGHT: CGFloat = 20.0
let SHADOW_INVERSE_HEIGHT: CGFloat = 10.0

/// A table that keeps three gradient shadows in place from `layoutSubviews`: under the top edge
/// (still while the rows scroll), above the first row and below the last one.
open class ShadowedTableView: UITableView {
  var originShadow: CAGradientLayer?
  var topShadow: CAGradientLayer?
  var bottomShadow: CAGradientLayer?

  /// A gradient from 50% black to the table's background color at 0% (the inverse, smaller one
  /// fades out upwards, for the shadow above the first row).
  func shadowAsInverse(_ inverse: Bool) -> CAGradientLayer {
    let newShadow = CAGradientLayer()
    let newShadowFrame = CGRect(
      x: 0, y: 0, width: self.frame.size.width,
      height: inverse ? SHADOW_INVERSE_HEIGHT : SHADOW_HEIGHT)
    newShadow.frame = newShadowFrame
    let darkColor = UIColor(
      red: 0.0, green: 0.0, blue: 0.0,
      alpha: inverse ? (SHADOW_INVERSE_HEIGHT / SHADOW_HEIGHT) * 0.5 : 0.5
    ).cgColor
    let lightColor = (self.backgroundColor ?? .white).withAlphaComponent(0.0).cgColor
    newShadow.colors = [
      inverse ? lightColor : darkColor,
      inverse ? darkColor : lightColor,
    ]
    return newShadow
  }

  /// Lays out the rows, then places (and lazily creates) the three shadows.
  open override func layoutSubviews() {
    super.layoutSubviews()

    //
    // Construct the origin shadow if needed
    //
    if originShadow == nil {
      let shadow = shadowAsInverse(false)
      originShadow = shadow
      self.layer.insertSublayer(shadow, at: 0)
    } else if let originShadow, self.layer.sublayers?.first !== originShadow {
      self.layer.insertSublayer(originShadow, at: 0)
    }

    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)

    //
    // Stretch and place the origin shadow
    //
    if let originShadow {
      var originShadowFrame = originShadow.frame
      originShadowFrame.size.width = self.frame.size.width
      originShadowFrame.origin.y = self.contentOffset.y
      originShadow.frame = originShadowFrame
    }

    CATransaction.commit()

    guard let indexPathsForVisibleRows = self.indexPathsForVisibleRows,
      let firstRow = indexPathsForVisibleRows.first, let lastRow = indexPathsForVisibleRows.last
    else {
      topShadow?.removeFromSuperlayer()
      topShadow = nil
      bottomShadow?.removeFromSuperlayer()
      bottomShadow = nil
      return
    }

    //
    // Construct the top shadow if needed
    //
    if firstRow.section == 0 && firstRow.row == 0, let cell = self.cellForRow(at: firstRow) {
      if topShadow == nil {
        let shadow = shadowAsInverse(true)
        topShadow = shadow
        cell.layer.insertSublayer(shadow, at: 0)
      } else if let topShadow,
        cell.layer.sublayers?.firstIndex(where: { $0 === topShadow }) != 0
      {
        cell.layer.insertSublayer(topShadow, at: 0)
      }

      if let topShadow {
        var shadowFrame = topShadow.frame
        shadowFrame.size.width = cell.frame.size.width
        shadowFrame.origin.y = -SHADOW_INVERSE_HEIGHT
        topShadow.frame = shadowFrame
      }
    } else {
      // Remove the shadow if it isn't visible
      topShadow?.removeFromSuperlayer()
      topShadow = nil
    }

    //
    // Construct the bottom shadow if needed
    //
    if lastRow.section == self.numberOfSections - 1
      && lastRow.row == self.numberOfRows(inSection: lastRow.section) - 1,
      let cell = self.cellForRow(at: lastRow)
    {
      if bottomShadow == nil {
        let shadow = shadowAsInverse(false)
        bottomShadow = shadow
        cell.layer.insertSublayer(shadow, at: 0)
      } else if let bottomShadow,
        cell.layer.sublayers?.firstIndex(where: { $0 === bottomShadow }) != 0
      {
        cell.layer.insertSublayer(bottomShadow, at: 0)
      }

      if let bottomShadow {
        var shadowFrame = bottomShadow.frame
        shadowFrame.size.width = cell.frame.size.width
        shadowFrame.origin.y = cell.frame.size.height
        bottomShadow.frame = shadowFrame
      }
    } else {
      // Remove the shadow if it isn't visible
      bottomShadow?.removeFromSuperlayer()
      bottomShadow = nil
    }
  }
}

/// "A very simple subclass of UIView that sets the UIView's layerClass to CAGradientLayer and uses
/// that to draw a gradient across the view": the cells' background views.
open class GradientView: UIView {
  open override class var layerClass: AnyClass { CAGradientLayer.self }

  /// A white-to-light-gray gradient view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    if let gradient = layer as? CAGradientLayer {
      gradient.colors = [
        UIColor(white: 1.0, alpha: 1.0).cgColor,
        UIColor(white: 0.86, alpha: 1.0).cgColor,
      ]
    }
  }

  /// A gradient view from an archive (nothing is decoded on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// "Overrides setSelected:animated: to fix the fact that this method always sets the default
/// textLabel and detailTextLabel backgroundColor to white": they stay clear over the gradient.
open class ClearLabelsCellView: UITableViewCell {
  open override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)

    self.textLabel?.backgroundColor = UIColor.clear
    self.detailTextLabel?.backgroundColor = UIColor.clear
  }
}

/// The sample app's table controller: `count` rows of a subtitle cell over a GradientView, in a
/// ShadowedTableView without separators (the article: "it also looks best if the table row
/// separator is set to none").
@MainActor
public final class ShadowedTableDemo: UITableViewDataSource, UITableViewDelegate {
  /// The table.
  public let tableView: ShadowedTableView
  /// The number of rows.
  public var count: Int

  /// A demo of `count` rows in a table of `frame`.
  public init(frame: CGRect, count: Int = 20) {
    self.count = count
    tableView = ShadowedTableView(frame: frame, style: .plain)
    tableView.backgroundColor = UIColor(white: 0.72, alpha: 1.0)
    tableView.separatorStyle = .none
    tableView.rowHeight = 60
    tableView.register(ClearLabelsCellView.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// ``count`` rows.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  /// A cell over a GradientView, titled "Row n".
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    if !(cell.backgroundView is GradientView) {
      cell.backgroundView = GradientView(frame: .zero)
    }
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    cell.textLabel?.textColor = UIColor(white: 0.15, alpha: 1.0)
    return cell
  }
}
