package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.ChannelUsage;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.WriteMask;

/// Image loads and stores of storage textures carry their memory token (target and format, as
/// Mesa's `ureg_memory_insn` writes them): the optimizer reads how many coordinates an image
/// instruction uses from that target, and without it a 2-D store kept only the coordinate's x
/// (every invocation wrote the diagonal).
class StorageTextureLoweringTest {
    private static TgsiShader lower(String source) {
        Wgsl.Result r = Wgsl.compile("x.wgsl", source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults()).shader();
    }

    private static Instruction only(TgsiShader s, TgsiOpcode op) {
        var found = s.instructions().stream().filter(i -> i.opcode() == op).toList();
        assertEquals(1, found.size(), TgsiDump.dump(s));
        return found.getFirst();
    }

    @Test
    void aTwoDimensionalStoreReadsBothCoordinates() {
        TgsiShader s = lower("""
                @group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;
                @compute @workgroup_size(8, 8)
                fn main(@builtin(global_invocation_id) id: vec3<u32>) { textureStore(dst, vec2<i32>(id.xy), vec4<f32>(1.0)); }
                """);
        Instruction store = only(s, TgsiOpcode.STORE);
        assertEquals(TextureTarget.T2D, store.memory().texture(), TgsiDump.dump(s));
        assertEquals(WriteMask.X | WriteMask.Y, ChannelUsage.readMask(store, 0), TgsiDump.dump(s));
        assertTrue(TgsiDump.dump(s).contains("TEMP[0].xyxx, IMM[1].xxxx, 2D, PIPE_FORMAT_R8G8B8A8_UNORM"), TgsiDump.dump(s));
    }

    @Test
    void arrayLoadsReadTheLayerToo() {
        TgsiShader s = lower("""
                @group(0) @binding(0) var src: texture_storage_2d_array<r32float, read>;
                @group(0) @binding(1) var<storage, read_write> out: array<f32>;
                @compute @workgroup_size(1)
                fn main(@builtin(global_invocation_id) id: vec3<u32>) { out[0] = textureLoad(src, vec2<u32>(id.xy), id.z).x; }
                """);
        Instruction load = only(s, TgsiOpcode.LOAD);
        assertEquals(TextureTarget.T2D_ARRAY, load.memory().texture(), TgsiDump.dump(s));
        assertEquals(WriteMask.X | WriteMask.Y | WriteMask.Z, ChannelUsage.readMask(load, 1), TgsiDump.dump(s));
    }
}
