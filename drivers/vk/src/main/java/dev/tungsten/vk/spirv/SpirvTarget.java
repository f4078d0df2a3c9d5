package dev.tungsten.vk.spirv;

/// The Vulkan environment a module is written for, which fixes its SPIR-V version and a few
/// rules (from SPIR-V 1.4 on, the entry point lists every global variable it uses; before, only
/// its inputs and outputs).
public enum SpirvTarget {
    /// SPIR-V 1.6 for Vulkan 1.3 devices.
    VULKAN_1_3("vulkan1.3", 0x00010600),
    /// SPIR-V 1.3 for Vulkan 1.1 devices; demote-to-helper needs `SPV_EXT_demote_to_helper_invocation`.
    VULKAN_1_1("vulkan1.1", 0x00010300);

    private final String text;
    private final int version;

    SpirvTarget(String text, int version) {
        this.text = text;
        this.version = version;
    }

    /// The name SPIRV-Tools gives this environment (`--target-env`).
    public String text() { return text; }

    /// The SPIR-V version word of the module header.
    public int version() { return version; }

    /// Whether `OpEntryPoint` must list every global variable the entry point uses.
    boolean listsAllGlobals() { return version >= 0x00010400; }

    /// Whether `OpGroupNonUniformBroadcast` takes an id that is not a constant (SPIR-V 1.5 on; it
    /// must still be dynamically uniform).
    boolean broadcastsFromRegisters() { return version >= 0x00010500; }

    /// The target named `text` (`vulkan1.3`, `1.3`, `vulkan1.1`, `1.1`).
    public static SpirvTarget forName(String text) {
        String t = text.startsWith("vulkan") ? text : "vulkan" + text;
        for (SpirvTarget v : values()) {
            if (v.text.equals(t)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown SPIR-V target " + text + " (vulkan1.3 or vulkan1.1)");
    }
}
