package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.InterpLocation;
import dev.tungsten.tgsi.Interpolation;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TgsiShader;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/// What a driver needs to know to feed a shader and consume its results: one [Slot] per
/// declared input, output and system-value register, with semantics and interpolation, and the
/// fragment properties that change rasterization. Linking a vertex shader's outputs to a fragment
/// shader's inputs matches `(semantic name, index)`.
///
/// @param inputs       one slot per `IN` register, by register index
/// @param outputs      one slot per `OUT` register, by register index
/// @param systemValues one slot per `SV` register, by register index
/// @param usesKill     the shader contains KILL or KILL_IF
/// @param blockSize    compute: the fixed block size (0s when not declared)
public record ShaderInterface(Processor processor, List<Slot> inputs, List<Slot> outputs, List<Slot> systemValues,
                              int inputRegisters, int outputRegisters, int systemValueRegisters,
                              boolean usesKill, boolean earlyDepthStencil, boolean originLowerLeft,
                              boolean pixelCenterInteger, boolean color0WritesAllCbufs, int[] blockSize) {

    /// One declared register. Registers declared without a semantic (vertex shader inputs) have
    /// `name` null; inputs without an interpolation token are PERSPECTIVE at CENTER.
    public record Slot(int register, SemanticName name, int index, Interpolation interpolation,
                       InterpLocation location, int usageMask) {
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

    /// Scans `shader`'s declarations, properties and instructions.
    public static ShaderInterface of(TgsiShader shader) {
        List<Slot> in = new ArrayList<>();
        List<Slot> out = new ArrayList<>();
        List<Slot> sv = new ArrayList<>();
        for (Declaration d : shader.declarations()) {
            List<Slot> target = switch (d.file()) {
                case INPUT -> in;
                case OUTPUT -> out;
                case SYSTEM_VALUE -> sv;
                default -> null;
            };
            if (target == null) {
                continue;
            }
            for (int r = d.first(); r <= d.last(); r++) {
                SemanticName name = d.semantic() == null ? null : d.semantic().name();
                int index = d.semantic() == null ? 0 : d.semantic().index() + (r - d.first());
                Interpolation interp = d.interp() == null ? Interpolation.PERSPECTIVE : d.interp().interpolate();
                InterpLocation loc = d.interp() == null ? InterpLocation.CENTER : d.interp().location();
                target.add(new Slot(r, name, index, interp, loc, d.usageMask()));
            }
        }
        Comparator<Slot> byRegister = Comparator.comparingInt(Slot::register);
        in.sort(byRegister);
        out.sort(byRegister);
        sv.sort(byRegister);
        boolean kill = false;
        for (Instruction i : shader.instructions()) {
            switch (i.opcode()) {
                case KILL, KILL_IF -> kill = true;
                default -> { }
            }
        }
        return new ShaderInterface(shader.processor(), in, out, sv, registers(in), registers(out), registers(sv), kill,
                shader.property(PropertyName.FS_EARLY_DEPTH_STENCIL, 0) != 0,
                shader.property(PropertyName.FS_COORD_ORIGIN, 0) == 1,
                shader.property(PropertyName.FS_COORD_PIXEL_CENTER, 0) == 1,
                shader.property(PropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 0) != 0,
                new int[] {shader.property(PropertyName.CS_FIXED_BLOCK_WIDTH, 0),
                           shader.property(PropertyName.CS_FIXED_BLOCK_HEIGHT, 0),
                           shader.property(PropertyName.CS_FIXED_BLOCK_DEPTH, 0)});
    }

    private static int registers(List<Slot> slots) {
        return slots.isEmpty() ? 0 : slots.get(slots.size() - 1).register() + 1;
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

    /// Whether the shader declares `file` registers (e.g. images or buffers it may write).
    public static boolean declares(TgsiShader shader, RegisterFile file) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == file) {
                return true;
            }
        }
        return false;
    }
}
