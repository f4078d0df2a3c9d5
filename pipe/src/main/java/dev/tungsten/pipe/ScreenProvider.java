package dev.tungsten.pipe;

import java.util.Map;

/// A driver's entry point, found by [Drivers] through `java.util.ServiceLoader`: a driver module
/// lists its implementation in `META-INF/services/dev.tungsten.pipe.ScreenProvider`.
public interface ScreenProvider {
    /// The name users select the driver by (`soft`, `gl`, `vk`).
    String name();

    /// One line for `--driver` help: what the driver is and what it needs.
    String summary();

    /// Whether the driver can work here (for example, whether its native libraries load).
    default boolean isAvailable() {
        return true;
    }

    /// A new screen; `options` are driver-specific settings (for example `threads` for the soft
    /// driver), overriding system properties and environment variables.
    Screen createScreen(Map<String, String> options);
}
