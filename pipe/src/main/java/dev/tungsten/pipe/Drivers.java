package dev.tungsten.pipe;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/// Finds drivers by name, like Mesa's `GALLIUM_DRIVER`: the system property `tungsten.driver` or
/// the environment variable `TUNGSTEN_DRIVER` chooses the default, else `soft`.
public final class Drivers {
    /// The driver used when nothing chooses one.
    public static final String DEFAULT = "soft";

    private Drivers() {}

    /// Every driver on the class path, in service-loader order.
    public static List<ScreenProvider> all() {
        List<ScreenProvider> out = new ArrayList<>();
        for (ScreenProvider p : ServiceLoader.load(ScreenProvider.class, Drivers.class.getClassLoader())) {
            out.add(p);
        }
        return out;
    }

    /// The driver named `name`.
    /// @throws PipeException naming the drivers that exist when there is none by that name
    public static ScreenProvider byName(String name) {
        List<String> names = new ArrayList<>();
        for (ScreenProvider p : all()) {
            if (p.name().equals(name)) {
                return p;
            }
            names.add(p.name());
        }
        throw new PipeException("Drivers.byName", "no driver named '" + name + "' (available: "
                + (names.isEmpty() ? "none" : String.join(", ", names)) + ")");
    }

    /// The name chosen by `tungsten.driver`, `TUNGSTEN_DRIVER` or [#DEFAULT].
    public static String defaultName() {
        String p = System.getProperty("tungsten.driver");
        if (p != null && !p.isBlank()) {
            return p.trim();
        }
        String e = System.getenv("TUNGSTEN_DRIVER");
        return e != null && !e.isBlank() ? e.trim() : DEFAULT;
    }

    /// A screen of the named driver with default options.
    public static Screen createScreen(String name) {
        return byName(name).createScreen(Map.of());
    }
}
