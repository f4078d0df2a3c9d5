package dev.tungsten.ir;

import java.util.List;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiShader;

/// One entry point lowered to TGSI, with what a driver needs to bind it: where each resource
/// went (`@group/@binding` to a TGSI register file and index) and how big the workgroup
/// memory is.
public record TgsiProgram(TgsiShader shader, List<Resource> resources, int sharedMemoryBytes, int[] workgroupSize) {

    /// A module-scope resource and the TGSI slot it uses: `CONSTANT` buffer `index` (uniforms,
    /// push constants; `group` is -1 for push constants), `BUFFER`, `SAMPLER_VIEW`, `SAMPLER` or
    /// `IMAGE`. `count` is more than 1 for binding arrays (consecutive slots).
    public record Resource(String name, int group, int binding, RegisterFile file, int index, int count, int bytes) {}

    public Resource resource(int group, int binding) {
        for (Resource r : resources) {
            if (r.group() == group && r.binding() == binding) {
                return r;
            }
        }
        return null;
    }
}
