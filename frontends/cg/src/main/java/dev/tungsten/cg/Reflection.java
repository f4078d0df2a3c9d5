package dev.tungsten.cg;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.ModuleInfo;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;

/// What a host needs to drive a compiled Cg program by name: every uniform leaf with the
/// constant register it occupies, every sampler with its texture unit and TGSI slots, the
/// varyings with their TGSI semantics, and libretro's `#pragma parameter`s.
///
/// All uniforms live in constant buffer 0 (`CONST[0]`), laid out by the IR's uniform rules:
/// a register is 16 bytes, `register` and `component` locate a leaf's first scalar, and a
/// matrix spans one register per row (the IR stores Cg rows as its columns; [CgTypes] stores
/// two-column rows 16 bytes apart too).
public record Reflection(List<Uniform> uniforms, List<Sampler> samplers, List<Varying> inputs, List<Varying> outputs,
                         List<Pragma.Parameter> parameters) {
    public Reflection {
        uniforms = List.copyOf(uniforms);
        samplers = List.copyOf(samplers);
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        parameters = List.copyOf(parameters);
    }

    /// A scalar, vector or matrix leaf of a uniform: its name path as the source spells it
    /// (`IN.video_size`, `lights[2].color`), Cg type, constant buffer, byte offset, register and
    /// first component, registers spanned, and the default value from an initializer (row-major
    /// components) or `null`.
    public record Uniform(String name, String type, int buffer, int offset, int register, int component, int registers,
                          List<Double> defaultValue) {}

    /// A sampler: name path, Cg type, texture unit, and the TGSI `SVIEW` and `SAMP` indices it
    /// was given (-1 when the program does not sample it, so TGSI declares neither).
    public record Sampler(String name, String type, int unit, int view, int sampler) {}

    /// A varying: name path (members of a returned struct by their member name, a plain result
    /// `return`), Cg type, semantic as written, and the TGSI semantic and index (vertex inputs:
    /// `IN` and the input register).
    public record Varying(String name, String type, String semantic, String tgsiSemantic, int tgsiIndex) {}

    /// The uniform leaf named `name`, or `null`.
    public Uniform uniform(String name) {
        return uniforms.stream().filter(u -> u.name.equals(name)).findFirst().orElse(null);
    }

    /// The sampler named `name`, or `null`.
    public Sampler sampler(String name) {
        return samplers.stream().filter(s -> s.name.equals(name)).findFirst().orElse(null);
    }

    /// The table as text (`tungsten compile --emit reflect`).
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("uniforms (CONST[0]):\n");
        for (Uniform u : uniforms) {
            String where = "c" + u.register + (u.registers == 1 ? "." + "xyzw".substring(u.component,
                    Math.min(4, u.component + Math.max(1, components(u.type)))) : "");
            b.append(String.format(Locale.ROOT, "  %-28s %-10s %-10s %d register%s", u.name, u.type, where, u.registers,
                    u.registers == 1 ? "" : "s"));
            if (u.defaultValue != null) {
                b.append("  = ").append(String.join(", ", u.defaultValue.stream().map(Reflection::number).toList()));
            }
            b.append('\n');
        }
        b.append("samplers:\n");
        for (Sampler s : samplers) {
            b.append(String.format(Locale.ROOT, "  %-28s %-14s unit %d  %s\n", s.name, s.type, s.unit,
                    s.view < 0 ? "(unused)" : "SVIEW[" + s.view + "] SAMP[" + s.sampler + "]"));
        }
        varyings(b, "inputs", inputs);
        varyings(b, "outputs", outputs);
        if (!parameters.isEmpty()) {
            b.append("parameters:\n");
            for (Pragma.Parameter p : parameters) {
                b.append(String.format(Locale.ROOT, "  %-28s \"%s\" %s [%s, %s] step %s\n", p.name(), p.label(), number(p.initial()),
                        number(p.minimum()), number(p.maximum()), number(p.step())));
            }
        }
        return b.toString();
    }

    private static void varyings(StringBuilder b, String title, List<Varying> list) {
        b.append(title).append(":\n");
        for (Varying v : list) {
            b.append(String.format(Locale.ROOT, "  %-28s %-10s %-12s %s[%d]\n", v.name, v.type, v.semantic.isEmpty() ? "-" : v.semantic,
                    v.tgsiSemantic, v.tgsiIndex));
        }
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    private static int components(String type) {
        CgType t = CgTypes.builtin(type);
        return t == null ? 1 : t.components();
    }

    // ------------------------------------------------------------------ building

    static Reflection build(CgLowerer lw, EntryInterface entry, ModuleInfo info, List<Pragma.Parameter> parameters) {
        Module m = lw.module;
        List<Uniform> uniforms = new ArrayList<>();
        Globals g = lw.globals;
        if (g.buffer != null) {
            TypeInner.Struct buffer = (TypeInner.Struct) m.inner(m.globals().get(g.buffer).type());
            for (Globals.UniformMember um : g.uniforms) {
                if (um.index() < 0) {
                    continue;
                }
                TypeInner.StructMember member = buffer.members().get(um.index());
                double[] defaults = defaults(lw, um);
                int[] next = {0};
                leaves(lw, um.name(), um.type(), member.type(), member.offset(), defaults, next, uniforms);
            }
        }
        BitSet used = info != null && !info.entryPoints().isEmpty() ? info.entryPoints().getFirst().globalsUsed() : new BitSet();
        List<Globals.SamplerBinding> byUnit = new ArrayList<>(g.samplers);
        byUnit.sort(Comparator.comparingInt(s -> s.unit));
        List<Sampler> samplers = new ArrayList<>();
        for (Globals.SamplerBinding s : g.samplers) {
            int view = -1;
            int smp = -1;
            if (used.get(s.image.index())) {
                view = (int) byUnit.stream().filter(o -> o.unit < s.unit && used.get(o.image.index())).count();
            }
            if (used.get(s.sampler.index())) {
                smp = (int) byUnit.stream().filter(o -> o.unit < s.unit && used.get(o.sampler.index())).count();
            }
            samplers.add(new Sampler(s.path, s.type.text(), s.unit, view, smp));
        }
        List<Varying> in = entry.inputs.stream().map(v -> new Varying(v.path(), v.type(), v.semantic(), v.tgsiSemantic(),
                v.tgsiIndex())).toList();
        List<Varying> out = entry.outputs.stream().map(v -> new Varying(v.path(), v.type(), v.semantic(), v.tgsiSemantic(),
                v.tgsiIndex())).toList();
        return new Reflection(uniforms, samplers, in, out, parameters);
    }

    /// The initializer of a uniform folded to its components in leaf order, or `null`.
    private static double[] defaults(CgLowerer lw, Globals.UniformMember um) {
        if (um.init() == null) {
            return null;
        }
        CgConstants.Value v = lw.constants(null).fold(um.init());
        if (v == null) {
            return null;
        }
        int total = leafComponents(um.type());
        if (v.components().length == total) {
            return v.components();
        }
        if (v.components().length == 1) {
            double[] out = new double[total];
            java.util.Arrays.fill(out, v.components()[0]);
            return out;
        }
        return null;
    }

    private static int leafComponents(CgType t) {
        return switch (t) {
            case CgType.Array a -> a.size() * leafComponents(a.element());
            case CgType.Struct s -> s.info().fields.stream().mapToInt(f -> leafComponents(f.type())).sum();
            default -> t.components();
        };
    }

    private static void leaves(CgLowerer lw, String path, CgType t, Handle<Type> host, int offset, double[] defaults, int[] next,
                               List<Uniform> out) {
        Module m = lw.module;
        switch (t) {
            case CgType.Struct s -> {
                TypeInner.Struct st = (TypeInner.Struct) m.inner(host);
                for (int i = 0; i < s.info().fields.size(); i++) {
                    CgType.Field f = s.info().fields.get(i);
                    int di = CgTypes.dataIndex(s.info(), i);
                    if (di < 0) {
                        continue;
                    }
                    TypeInner.StructMember member = st.members().get(di);
                    leaves(lw, path + "." + f.name(), f.type(), member.type(), offset + member.offset(), defaults, next, out);
                }
            }
            case CgType.Array a -> {
                TypeInner.Array arr = (TypeInner.Array) m.inner(host);
                for (int i = 0; i < a.size(); i++) {
                    leaves(lw, path + "[" + i + "]", a.element(), arr.base(), offset + i * arr.stride(), defaults, next, out);
                }
            }
            default -> {
                int n = t.components();
                List<Double> value = null;
                if (defaults != null && next[0] + n <= defaults.length) {
                    value = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        value.add(defaults[next[0] + i]);
                    }
                }
                next[0] += n;
                int size = lw.types.layouter().layout(host).size();
                int registers = (offset % 16 + size + 15) / 16;
                out.add(new Uniform(path, t.text(), 0, offset, offset / 16, (offset % 16) / 4, registers, value));
            }
        }
    }
}
