import CGio

/// The AT-SPI interfaces the bridge implements, as D-Bus introspection data (the part of
/// at-spi2-core's `xml/*.xml` that the bridge answers; GDBus checks calls against it).
enum ATSPIInterfaces {
  static let accessible = "org.a11y.atspi.Accessible"
  static let application = "org.a11y.atspi.Application"
  static let component = "org.a11y.atspi.Component"
  static let action = "org.a11y.atspi.Action"
  static let value = "org.a11y.atspi.Value"

  static let xml = """
    <node>
      <interface name="org.a11y.atspi.Accessible">
        <property name="Name" type="s" access="read"/>
        <property name="Description" type="s" access="read"/>
        <property name="Parent" type="(so)" access="read"/>
        <property name="ChildCount" type="i" access="read"/>
        <property name="Locale" type="s" access="read"/>
        <property name="AccessibleId" type="s" access="read"/>
        <property name="HelpText" type="s" access="read"/>
        <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
        <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
        <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
        <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
        <method name="GetRole"><arg direction="out" type="u"/></method>
        <method name="GetRoleName"><arg direction="out" type="s"/></method>
        <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
        <method name="GetState"><arg direction="out" type="au"/></method>
        <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
        <method name="GetApplication"><arg direction="out" type="(so)"/></method>
        <method name="GetInterfaces"><arg direction="out" type="as"/></method>
      </interface>
      <interface name="org.a11y.atspi.Application">
        <property name="ToolkitName" type="s" access="read"/>
        <property name="Version" type="s" access="read"/>
        <property name="AtspiVersion" type="s" access="read"/>
        <property name="Id" type="i" access="readwrite"/>
        <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
      </interface>
      <interface name="org.a11y.atspi.Component">
        <method name="Contains"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
        <method name="GetAccessibleAtPoint"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="(so)"/></method>
        <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
        <method name="GetPosition"><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetLayer"><arg direction="out" type="u"/></method>
        <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
        <method name="GrabFocus"><arg direction="out" type="b"/></method>
        <method name="GetAlpha"><arg direction="out" type="d"/></method>
        <method name="ScrollTo"><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
        <method name="ScrollToPoint"><arg direction="in" type="u"/><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Action">
        <property name="NActions" type="i" access="read"/>
        <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
        <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Value">
        <property name="MinimumValue" type="d" access="read"/>
        <property name="MaximumValue" type="d" access="read"/>
        <property name="MinimumIncrement" type="d" access="read"/>
        <property name="CurrentValue" type="d" access="readwrite"/>
        <property name="Text" type="s" access="read"/>
      </interface>
    </node>
    """
}
