#pragma once

namespace pinaculo {

// A program that needs a QGuiApplication but may run without a desktop session (pinaculo-cli
// summary, pinaculo --help over ssh, in CI or a container). When the application object is made,
// Qt chooses a platform plugin and looks for a Wayland socket in the user's runtime directory;
// such a session has no display and no XDG_RUNTIME_DIR, and Qt then warns on stderr about the
// missing directory, noise in a script's output.
class HeadlessPlatform
{
public:
    // Whether a display (X11 or Wayland) or an explicit platform plugin is set.
    static bool hasDisplay();
    // Without a display, the offscreen platform; and XDG_RUNTIME_DIR set to a folder of this
    // user's (mode 0700, made if missing) when it is unset, so Qt has nothing to warn about.
    // Call before the application object exists.
    static void prepare();
    // Only the runtime folder, when XDG_RUNTIME_DIR is unset (as for `pinaculo -platform
    // offscreen` in CI); a desktop session always sets it.
    static void ensureRuntimeDirectory();
};

} // namespace pinaculo
