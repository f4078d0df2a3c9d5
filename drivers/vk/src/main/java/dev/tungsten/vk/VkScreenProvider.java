package dev.tungsten.vk;

import java.util.Map;

import dev.tungsten.pipe.Screen;
import dev.tungsten.pipe.ScreenProvider;

/// Registers the Vulkan driver with `dev.tungsten.pipe.Drivers` as `vk`: `--driver vk` on the
/// command line, `-Dtungsten.driver=vk` or `TUNGSTEN_DRIVER=vk` for programs.
///
/// Options: `debug` (`true` enables `VK_LAYER_KHRONOS_validation` and turns each of its messages
/// into an exception naming the pipe call; default from `tungsten.vk.debug` / `TUNGSTEN_VK_DEBUG`)
/// and `device` (a substring of the device name; default from `tungsten.vk.device` /
/// `TUNGSTEN_VK_DEVICE`).
public final class VkScreenProvider implements ScreenProvider {
    @Override
    public String name() {
        return "vk";
    }

    @Override
    public String summary() {
        return "Vulkan 1.3 through LWJGL (TGSI translated to SPIR-V; Mesa lavapipe without a GPU)";
    }

    @Override
    public Screen createScreen(Map<String, String> options) {
        VulkanDevice.Options o = VulkanDevice.Options.defaults();
        if (options.containsKey("debug")) {
            o = o.withDebug(Boolean.parseBoolean(options.get("debug")));
        }
        if (options.containsKey("device")) {
            o = new VulkanDevice.Options(options.get("device"), o.debug());
        }
        return new VkScreen(o);
    }
}
