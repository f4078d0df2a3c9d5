package dev.tungsten.vk.spirv;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/// The descriptor bindings of one module: each (kind, TGSI index) gets the next binding number
/// from [SpirvOptions#bindingBase] on, in the order the translator first needs it.
final class Bindings {
    private final int set;
    private int next;
    private final Map<String, SpirvModule.Binding> byKey = new LinkedHashMap<>();

    Bindings(int set, int base) {
        this.set = set;
        this.next = base;
    }

    /// The binding number of `kind` for register `index`; `size` is the uniform buffer's bytes.
    int binding(SpirvModule.BindingKind kind, int index, int size) {
        String key = kind + "/" + index;
        SpirvModule.Binding b = byKey.get(key);
        if (b == null) {
            b = new SpirvModule.Binding(set, next++, kind, index, size);
            byKey.put(key, b);
        }
        return b.binding();
    }

    List<SpirvModule.Binding> all() {
        return new ArrayList<>(byKey.values());
    }
}
