package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.ShaderInfo;
import dev.tungsten.tgsi.TgsiScan;
import dev.tungsten.tgsi.TgsiShader;

import java.util.ArrayList;
import java.util.List;

/// A driver's view of [TgsiScan]'s [ShaderInfo]: one [Slot] per declared input, output and
/// system-value register with semantics and interpolation, register-file sizes, and the fragment
/// properties that change rasterization. Linking a vertex shader's outputs to a fragment shader's
/// inputs matches `(semantic name, index)`.
///
/// @param inputs       one slot per declared `IN` register, in register order
/// @param outputs      one slot per declared `OUT` register, in register order
/// @param systemValues one slot per declared `SV` register, in register order
/// @param usesKill     KILL, KILL_IF or DEMOTE
/// @param writesMemory stores or atomics on buffers, images or memory (side effects)
/// @param blockSize    compute: the fixed block size (0s when not declared)
public record ShaderInterface(Processor processor, ShaderInfo info, List<Slot> inputs, List<Slot> outputs,
                              List<Slot> systemValues, int inputRegisters, int outputRegisters,
                              int systemValueRegisters, boolean usesKill, boolean writesMemory,
                              boolean earlyDepthStencil, boolean originLowerLeft, boolean pixelCenterInteger,
                              boolean color0WritesAllCbufs, int[] blockSize) {

    /// One declared register. Registers declared without a semantic (vertex shader inputs) have
    /// `name` null. An input without an interpolation token is CONSTANT at CENTER, as in Mesa
    /// (`tgsi_build` defaults).
    public record Slot(int register, SemanticName name, int index, Interpolation interpolation,
                       InterpLocation location) {
        public boolean is(SemanticName n, int i) {
            return name == n && index == i;
        }

        @Override
        public String toString() {
            return name == null ? "[" + register + "]" : "[" + register + "] " + name.text() + "[" + index + "]";
        }
    }

    public ShaderInterface {
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        systemValues = List.copyOf(systemValues);
        blockSize = blockSize.clone();
    }

    /// Scans `shader` with [TgsiScan].
    public static ShaderInterface of(TgsiShader shader) {
        ShaderInfo info = TgsiScan.scan(shader);
        List<Slot> in = new ArrayList<>();
        for (ShaderInfo.InputInfo i : info.inputs()) {
            in.add(new Slot(i.index(), i.semantic(), i.semanticIndex(),
                    i.interpolation() == null ? Interpolation.CONSTANT : i.interpolation(),
                    i.location() == null ? InterpLocation.CENTER : i.location()));
        }
        List<Slot> out = new ArrayList<>();
        for (ShaderInfo.OutputInfo o : info.outputs()) {
            out.add(new Slot(o.index(), o.semantic(), o.semanticIndex(), Interpolation.PERSPECTIVE, InterpLocation.CENTER));
        }
        List<Slot> sv = new ArrayList<>();
        for (ShaderInfo.SystemValueInfo s : info.systemValues()) {
            sv.add(new Slot(s.index(), s.semantic(), s.semanticIndex(), Interpolation.CONSTANT, InterpLocation.CENTER));
        }
        return new ShaderInterface(shader.processor(), info, in, out, sv, registers(in), registers(out), registers(sv),
                info.uses().kill() || info.uses().demote(), info.writes().memory(),
                info.property(PropertyName.FS_EARLY_DEPTH_STENCIL) != 0,
                info.property(PropertyName.FS_COORD_ORIGIN) == 1,
                info.property(PropertyName.FS_COORD_PIXEL_CENTER) == 1,
                info.property(PropertyName.FS_COLOR0_WRITES_ALL_CBUFS) != 0,
                new int[] {info.property(PropertyName.CS_FIXED_BLOCK_WIDTH),
                           info.property(PropertyName.CS_FIXED_BLOCK_HEIGHT),
                           info.property(PropertyName.CS_FIXED_BLOCK_DEPTH)});
    }

    private static int registers(List<Slot> slots) {
        int n = 0;
        for (Slot s : slots) {
            n = Math.max(n, s.register() + 1);
        }
        return n;
    }

    @Override
    public int[] blockSize() {
        return blockSize.clone();
    }

    /// The output register with semantic `name[index]`, or -1.
    public int outputRegister(SemanticName name, int index) {
        return find(outputs, name, index);
    }

    /// The input register with semantic `name[index]`, or -1.
    public int inputRegister(SemanticName name, int index) {
        return find(inputs, name, index);
    }

    /// The system-value register with semantic `name`, or -1.
    public int systemValueRegister(SemanticName name) {
        for (Slot s : systemValues) {
            if (s.name() == name) {
                return s.register();
            }
        }
        return -1;
    }

    private static int find(List<Slot> slots, SemanticName name, int index) {
        for (Slot s : slots) {
            if (s.is(name, index)) {
                return s.register();
            }
        }
        return -1;
    }

    /// Whether a fragment shader writes depth (`OUT` with semantic POSITION).
    public boolean writesDepth() {
        return processor == Processor.FRAG && outputRegister(SemanticName.POSITION, 0) >= 0;
    }

    /// Whether a fragment shader writes the stencil reference (`OUT` with semantic STENCIL).
    public boolean writesStencil() {
        return processor == Processor.FRAG && outputRegister(SemanticName.STENCIL, 0) >= 0;
    }
}
